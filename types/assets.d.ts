declare module '*.css' {
  const stylesheet: string;
  export default stylesheet;
}
