// Each widget's chunk is named after its widget module, `src_widgets_<name>_<name>-widget_tsx` (as
// webpack names a chunk whose one root module it is), whatever else the chunk holds. webpack's named chunk ids take a chunk's name from its root
// modules; when a module split off into a common chunk imports a stylesheet the widget's chunk
// keeps, css-loader's module is a root too and came first: the market's index chart arrived as
// `node_modules_pnpm_css-loader_..._ruleSe-a7267a.js`. The measure scripts, the e2e suites and
// anyone reading a page's requests tell a widget's code by this name. A chunk named on purpose
// (`webpackChunkName`, as the chrome's site-chrome) keeps its name.
const PLUGIN = 'WidgetChunkNamesPlugin';
/** A widget's module, `src/widgets/<name>/<name>-widget.tsx`: its name and its extension. */
const WIDGET_MODULE = /[\\/]src[\\/]widgets[\\/]([^\\/]+)[\\/]\1-widget\.([jt]sx?)$/;

class WidgetChunkNamesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeChunkIds.tap(PLUGIN, (chunks) => {
        for (const chunk of chunks) {
          if (chunk.name) continue;
          const widgets = new Set();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const match = WIDGET_MODULE.exec(module.nameForCondition() ?? '');
            if (match) widgets.add(`src_widgets_${match[1]}_${match[1]}-widget_${match[2]}`);
          }
          if (widgets.size === 1) [chunk.name] = widgets;
        }
      });
    });
  }
}

module.exports = { WidgetChunkNamesPlugin, WIDGET_MODULE };
