/**
 * main.tsx's first import: the session check and this page's first reads go out as the entry script
 * starts, before React, the router and the layout are run, not after them (ES modules run what they
 * import first; docs/decisions/198-first-reads-first.md).
 */
import { sendFirstReads } from './app/first-reads';

sendFirstReads(new URL(window.location.href));
