// CSS Modules: class names are hashed per widget so nothing leaks into the CMS page.
// (Plain `import './x.css'` side-effect imports need no declaration.)
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
