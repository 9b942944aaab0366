// Production only, before css-loader: drops the comments and the layout whitespace between rules
// and declarations of a stylesheet. style-loader puts every CSS module into the JS as it was
// written, so the reasoning comments and indentation of the sources went to every visitor.
// Selectors, at-rule parameters and values are left exactly as written (no rewriting, no merging).
// postcss is css-loader's own dependency (the same copy parses the result again there).
const path = require('node:path');

const postcss = require(
  require.resolve('postcss', { paths: [path.dirname(require.resolve('css-loader'))] }),
);

function minify(root) {
  root.walkComments((comment) => comment.remove());
  root.walk((node) => {
    node.raws.before = '';
    if (node.type === 'decl') {
      node.raws.between = ':';
      if (node.important) node.raws.important = '!important';
    } else if (node.type === 'rule' || node.type === 'atrule') {
      node.raws.between = '';
      node.raws.after = '';
      node.raws.semicolon = false;
      if (node.type === 'rule') node.selector = node.selector.replace(/\s*\n\s*/g, ' ');
      if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
    }
  });
  root.raws.after = '';
  root.raws.semicolon = false;
}

module.exports = function cssMinifyLoader(source) {
  const root = postcss.parse(source, { from: this.resourcePath });
  minify(root);
  return root.toString();
};
