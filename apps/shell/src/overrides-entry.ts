// shell-overrides.js: the developer's remote overrides, a script of their own that the shell
// loads only when the page asks for overrides (remote-override-request.ts); its exports become
// `window.ctb_shell_overrides` (tools/build).
export { applyPageRemoteOverrides } from './remote-override';
