// The partner shop's origin is served by the storefront's own process (a second port). Playwright's webServer
// entry for it needs a command: this one only stays alive while Playwright waits for the origin's /health URL
// (and is not run at all when the storefront already serves it, reuseExistingServer).
setInterval(() => {}, 1 << 30);
