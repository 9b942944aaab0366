// CSS Modules in jest: every class name maps to itself, so components render stable classes.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
