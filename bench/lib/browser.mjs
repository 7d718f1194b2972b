// The browser parts' Chromium (Debian's, through playwright-core): Lighthouse's phone (screen and user agent),
// the calibrated CPU slowdown and, where asked, Lighthouse's mobile network, all set through CDP.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './paths.mjs';

const PHONE = screenEmulationMetrics.mobile;

/** Lighthouse's mobile network (1.6 Mbps down, 750 kbps up, 150 ms round trip), as the target states it. */
export const MOBILE_NETWORK = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** A fresh context (empty cache and storage) that looks like Lighthouse's phone. */
export function newPhoneContext(browser) {
  return browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}

/** Slows the page's CPU by `rate` (Lighthouse's DevTools throttling does the same) and, when given, its network. */
export async function throttle(page, { slowdown, network }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downloadKbps * 1024) / 8,
      uploadThroughput: (network.uploadKbps * 1024) / 8,
    });
  }
  return cdp;
}

/**
 * Loads the page once, unmeasured, in a context of its own: the server then has the page's answers and resized
 * pictures in its caches, as it has for a page people visit. Otherwise its first resizes (several threads) run
 * while the page is measured, on the cores the page's main thread needs when the server and the browser share a
 * small host, and the figure measures the server as much as the page.
 */
export async function warmServer(browser, url) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
}
