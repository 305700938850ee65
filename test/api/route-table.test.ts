// The route table on Node: the app answers through app.request (the cases: test/api/route-table.ts).

import { createApp } from '../../api/app.ts';
import { routeTableTests } from './route-table.ts';

const app = createApp();
routeTableTests(async (path, init) => app.request(path, init));
