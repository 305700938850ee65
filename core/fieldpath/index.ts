// What surfaces use of the field paths: Go's JSON formatting of values.

export { goJson } from './gofmt.ts';
