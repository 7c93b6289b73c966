/**
 * Diagnosis, not a figure of issue #11: what Lighthouse's simulated LCP waits for. One Lighthouse
 * mobile run (as bench/scenarios/lighthouse.mjs runs it), then Lantern's LCP estimate recomputed
 * from that run's trace, printing each request and CPU task of its two graphs (optimistic and
 * pessimistic) by simulated start and end, each request with its method, type and initiator (a
 * CORS preflight or a picture set from script hangs on the document in Lantern's graph, whenever it
 * really started). The last request to end is what the LCP waits for.
 *   PORT_OFFSET=<n> node bench/diagnose/lantern-graph.mjs [path | product]
 */
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchAuditBrowser } from '../scenarios/lighthouse.mjs';
import { startShop, SHOP, firstProductPath } from '../scenarios/shop.mjs';

/** CPU tasks shorter than this (simulated) are left out of the listing, not out of the graph. */
const SHORTEST_TASK_MS = 15;

const stop = await startShop();
const { browser, close } = await launchAuditBrowser();
try {
  const path = process.argv[2] === 'product' ? await firstProductPath() : (process.argv[2] ?? '/');
  const page = await browser.newPage();
  const { lhr, artifacts } = await lighthouse(`${SHOP}${path}`, { output: 'json', onlyCategories: ['performance'], logLevel: 'error' }, undefined, page);
  console.log(`score ${lhr.categories.performance.score}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  for (const [graph, estimate] of [['optimistic', lcp.optimisticEstimate], ['pessimistic', lcp.pessimisticEstimate]]) {
    console.log(`\n${graph} graph: ${Math.round(estimate.timeInMs)} ms`);
    const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of nodes) {
      if (node.type !== 'network' && timing.duration < SHORTEST_TASK_MS) continue;
      const what =
        node.type === 'network'
          ? `${node.request.url} (${Math.round(node.request.transferSize / 1024)} KB; ${node.request.requestMethod} ${node.request.resourceType}, started by ${node.request.initiator?.type ?? 'unknown'})`
          : `CPU task${[...node.getEvaluateScriptURLs()].map((url) => `, evaluates ${url}`).join('')}${node.didPerformLayout() ? ', layout' : ''}`;
      console.log(`${String(Math.round(timing.startTime)).padStart(6)} -> ${String(Math.round(timing.endTime)).padStart(6)} ms  ${what}`);
    }
  }
} finally {
  await close();
  stop();
}
