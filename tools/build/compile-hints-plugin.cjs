// V8's explicit compile hints: `//# allFunctionsCalledOnLoad` on a script's first line makes
// Chromium (136 and later) compile all its functions eagerly while it streams the script in the
// background, instead of compiling each module factory on the main thread when webpack first
// calls it. Our chunks are loaded because their code runs at once (a page's widgets, the
// federation runtime, React DOM), so that is the compile they would have needed anyway, moved
// off the main thread. Measured on /de/banksearch.html, 4x CPU, 5 alternating runs each: main-
// thread script 2,528 -> 1,935 ms, TBT 1,065 -> 933 ms (README, "Speed"). Other browsers ignore
// the comment. Added after minification (which drops comments) and before the source maps are
// written, so that the maps still point at the right lines.
// Not on a federation container (`exclude`): most of remoteEntry.js is one loader per shared
// module, never called on a page (the hint is meant for scripts whose functions all run), and
// the finalisation of its streamed compile waited on the eager background compile on the main
// thread (9-13 ms under Lighthouse on two cores). Lighthouse mobile TBT, 3 alternated runs each,
// with the hint there / without: forms 289-385 / 235-261 ms, chrome 62-184 / 7-47, calculators
// 16-119 / 55-336: within the swing of single runs except on the forms page. shared-core keeps
// it (forms without it: 175-634 against 65-252).
const webpack = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad';

class CompileHintsPlugin {
  /** @param {{ exclude?: RegExp }} [options] scripts to leave without the hint */
  constructor(options = {}) {
    this.exclude = options.exclude;
  }

  apply(compiler) {
    new webpack.BannerPlugin({
      banner: HINT,
      raw: true,
      test: /\.js$/,
      ...(this.exclude ? { exclude: this.exclude } : {}),
      stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
