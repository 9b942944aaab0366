import { pageNonce } from './trusted-markup';

/** The stand-in's CSS, injected once per document; class names start with ctb-maps-. */
const CSS = `
.ctb-maps-root{position:relative;width:100%;height:100%;overflow:hidden;background:#dfe6ea;
  font:12px/1.2 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;cursor:grab;touch-action:none;
  user-select:none;outline:none;isolation:isolate}
.ctb-maps-root:focus-visible{box-shadow:inset 0 0 0 3px #1a73e8}
.ctb-maps-root.ctb-maps-dragging{cursor:grabbing}
.ctb-maps-svg{position:absolute;inset:0;width:100%;height:100%;display:block}
.ctb-maps-state{fill:#f4f1e8;stroke:#fff;stroke-width:1.5;stroke-linejoin:round}
.ctb-maps-state-label{fill:#8a8f94;font-size:11px;letter-spacing:.12em;text-transform:uppercase;
  font-style:italic;text-anchor:middle}
.ctb-maps-grid{stroke:#c9d2d8;stroke-width:1}
.ctb-maps-town{fill:#3c4043;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:3px;
  stroke-linejoin:round}
.ctb-maps-town-big{font-size:13px;font-weight:600}
.ctb-maps-dot{fill:#5f6368;stroke:#fff;stroke-width:1}
.ctb-maps-pane{position:absolute;left:0;top:0;width:0;height:0}
.ctb-maps-marker{position:absolute;left:0;top:0;width:27px;height:43px;margin:0;padding:0;border:0;
  background:none;cursor:pointer;transform-origin:50% 100%}
.ctb-maps-marker:focus-visible{outline:3px solid #1a73e8;outline-offset:2px;border-radius:4px}
.ctb-maps-marker svg,.ctb-maps-marker img{display:block;width:100%;height:100%}
.ctb-maps-marker-label{position:absolute;left:0;right:0;top:8px;text-align:center;color:#fff;
  font-weight:700;font-size:12px;line-height:1;pointer-events:none}
.ctb-maps-marker-symbol{transform-origin:50% 50%;border-radius:50%}
.ctb-maps-marker-symbol:focus-visible{border-radius:50%}
.ctb-maps-marker-symbol .ctb-maps-marker-label{top:50%;transform:translateY(-50%);color:#000;
  font-size:14px;font-weight:400}
.ctb-maps-advanced-marker{width:auto;height:auto}
.ctb-maps-marker-static{cursor:inherit}
.ctb-maps-pin{position:relative;display:block;width:27px;height:43px}
.ctb-maps-pin-glyph{position:absolute;left:0;right:0;top:6px;text-align:center;font-size:12px;
  font-weight:700;line-height:1}
.ctb-maps-controls{position:absolute;right:10px;bottom:24px;display:flex;flex-direction:column;
  box-shadow:0 1px 4px rgba(0,0,0,.3);border-radius:2px;background:#fff}
.ctb-maps-controls button{width:40px;height:40px;border:0;background:#fff;font-size:22px;
  color:#666;cursor:pointer;line-height:1}
.ctb-maps-controls button:hover{color:#333}
.ctb-maps-controls button:focus-visible{outline:3px solid #1a73e8;outline-offset:-3px}
.ctb-maps-controls button+button{border-top:1px solid #e6e6e6}
.ctb-maps-attribution{position:absolute;left:0;bottom:0;padding:1px 6px;background:rgba(255,255,255,.7);
  color:#444;font-size:10px}
.ctb-maps-info{position:absolute;left:0;top:0;width:max-content;min-width:120px;max-width:280px;padding:12px 32px 12px 12px;
  background:#fff;border-radius:8px;box-shadow:0 2px 7px 1px rgba(0,0,0,.3);cursor:auto;
  transform:translate(-50%,calc(-100% - 12px));user-select:text}
.ctb-maps-info-close{position:absolute;right:4px;top:4px;width:24px;height:24px;border:0;
  background:none;font-size:18px;cursor:pointer}
`;

export function injectStyles(doc: Document): void {
  if (doc.getElementById('ctb-maps-styles')) return;
  const style = doc.createElement('style');
  style.id = 'ctb-maps-styles';
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = CSS;
  doc.head.append(style);
}
