// Injected into the viewer page before any of its scripts (Playwright addInitScript): records what the bench judges.
// Plain JavaScript on purpose: the bench's TypeScript runs through tsx, whose name-keeping helpers do not exist in
// the page, so functions serialized from it would fail there.
(() => {
  const probe = { layoutShifts: [], longTasks: [], animationFrames: [], samples: [] };
  window.__benchProbe = probe;

  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '(gone)';
    const testId = node.getAttribute('data-testid');
    const slot = node.getAttribute('data-slot');
    return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${slot ? `[data-slot=${slot}]` : ''}`;
  };
  const observe = (type, record) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // This browser lacks the entry type; the bench reports what it got.
    }
  };
  observe('layout-shift', (entry) =>
    probe.layoutShifts.push({
      startTime: entry.startTime,
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      sources: (entry.sources || []).map((source) => describe(source.node)),
    }),
  );
  observe('longtask', (entry) => probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) =>
    probe.animationFrames.push({
      startTime: entry.startTime,
      duration: entry.duration,
      blockingDuration: entry.blockingDuration,
      // Where the frame went: script, then style and layout, then paint; names the longest scripts for whoever fixes it.
      scriptMs: (entry.scripts || []).reduce((sum, script) => sum + script.duration, 0),
      layoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
      scripts: (entry.scripts || [])
        .slice()
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((script) => ({
          duration: script.duration,
          invoker: script.invoker,
          source: `${script.sourceURL.split('/').pop()}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''}`,
        })),
    }),
  );

  // One sample per animation frame: how many viewer images hold a source, and how many of those are decoded.
  const sample = (time) => {
    let withSource = 0;
    let decoded = 0;
    for (const img of document.querySelectorAll('[data-slot] img')) {
      if (!(img.currentSrc || img.getAttribute('src'))) continue;
      withSource += 1;
      if (img.complete && img.naturalWidth > 0) decoded += 1;
    }
    probe.samples.push({ time, scrollY: window.scrollY, withSource, decoded });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();
