/** node-pg's own parameter serialisation (pg/lib/utils.js has no type declarations of its own). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
