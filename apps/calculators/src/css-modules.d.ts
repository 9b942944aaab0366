// CSS Modules export their hashed class names (css-loader with namedExport: false).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
