// Paces webpack's script loading (`__webpack_require__.l`): the chunk loads asked for in one task
// are started in later tasks, as many per task as fit in a few milliseconds.
//
// Starting a script's download (a script element appended to the page) costs about a millisecond
// of a slow phone's main thread, several with DevTools tracing on. A widget's first render asks for
// its chunk, its src/common chunks and the shared libraries it consumes, some from other apps, all
// in one go; a page asks for dozens. Appended at once they make one long task that keeps the page
// from answering a tap (total blocking time); paced, each task stays short and the browser can
// paint and handle input in between. The downloads start a task or two later, which is what a
// visitor cannot tell apart.
const webpack = require('webpack');

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

/** What one task may spend starting script loads before the rest waits for the next task. */
const TASK_BUDGET_MS = 4;

class PacedScriptLoadsRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's own "load script" module has defined __webpack_require__.l.
    super('paced script loads', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    const load = RuntimeGlobals.loadScript;
    return Template.asString([
      `var startLoad = ${load};`,
      'var waitingLoads = [];',
      'var pacing = false;',
      // scheduler.yield()'s continuation goes before other queued tasks; a message is the
      // fallback (a timer would be clamped to 4 ms once nested).
      'var nextTask = function (run) {',
      Template.indent([
        'var scheduler = globalThis.scheduler;',
        "if (scheduler && typeof scheduler.yield === 'function') return void scheduler.yield().then(run);",
        'var channel = new MessageChannel();',
        'channel.port1.onmessage = function () { channel.port1.close(); run(); };',
        'channel.port2.postMessage(0);',
      ]),
      '};',
      'var startWaiting = function () {',
      Template.indent([
        'var started = performance.now();',
        'do startLoad.apply(null, waitingLoads.shift());',
        `while (waitingLoads.length > 0 && performance.now() - started < ${TASK_BUDGET_MS});`,
        'if (waitingLoads.length > 0) nextTask(startWaiting);',
        'else pacing = false;',
      ]),
      '};',
      `${load} = function () {`,
      Template.indent([
        'waitingLoads.push(Array.prototype.slice.call(arguments));',
        'if (!pacing) { pacing = true; nextTask(startWaiting); }',
      ]),
      '};',
    ]);
  }
}

class PacedScriptLoadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PacedScriptLoadsPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap('PacedScriptLoadsPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new PacedScriptLoadsRuntimeModule());
        });
    });
  }
}

module.exports = { PacedScriptLoadsPlugin, TASK_BUDGET_MS };
