// The route table inside workerd: SELF is the Worker of wrangler.toml (the cases: test/api/route-table.ts).

import { SELF } from 'cloudflare:test';
import { routeTableTests } from '../route-table.ts';

routeTableTests((path, init) => SELF.fetch(`http://api.test${path}`, init));
