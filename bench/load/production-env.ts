// Imported first by the in-process tools (cpu.ts, alloc.ts), before anything that loads graphql-js:
// graphql-js picks its instanceof once, when first imported, from NODE_ENV, and outside production it
// checks every failed instanceof for a second copy of itself (3-4% of a list page's CPU), which the
// deployed server (npm start, bench/load/server.ts) does not.
process.env.NODE_ENV = 'production';
