import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ERROR_EVENT, report, type ProblemDetail, type WidgetProblemDetail } from './report.js';
import { reportLater, reportProblem, reportWarning } from './report-later.js';

const heard = (target: EventTarget = document) => {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  target.addEventListener(ERROR_EVENT, listener);
  return { details, stop: () => target.removeEventListener(ERROR_EVENT, listener) };
};

/** Reports follow a moment later: the reporter's code loads with the first problem. */
const reported = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the reporter', () => {
  it("takes an event detail that names its area or, for a widget's failure, its widget (checked by tsc)", () => {
    expectTypeOf(report).parameter(0).toEqualTypeOf<ProblemDetail | WidgetProblemDetail>();
  });

  it('tells the document about a problem without an element, then logs it with the [etalage] prefix and its area', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = heard();
    const cause = new Error('quota');
    reportProblem('storage', 'values are kept in memory for this page', cause);
    await reported(() => expect(error).toHaveBeenCalledWith('[etalage] storage: values are kept in memory for this page', cause));
    events.stop();
    expect(events.details).toEqual([{ area: 'storage', error: cause }]);
  });

  it('logs nothing when a listener cancels the event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const canceled: unknown[] = [];
    const cancel = (event: Event) => {
      event.preventDefault();
      canceled.push((event as CustomEvent).detail);
    };
    document.addEventListener(ERROR_EVENT, cancel);
    reportProblem('likes', 'pairing failed', 'offline');
    // The log is decided as the event is dispatched: once the listener canceled it, nothing was logged.
    await reported(() => expect(canceled).toEqual([{ area: 'likes', error: 'offline' }]));
    document.removeEventListener(ERROR_EVENT, cancel);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a warning a warning, and says so in the event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = heard();
    reportWarning('update-prompt', 'service worker not registered', 'blocked');
    await reported(() => expect(warn).toHaveBeenCalledWith('[etalage] update-prompt: service worker not registered', 'blocked'));
    events.stop();
    expect(error).not.toHaveBeenCalled();
    expect(events.details).toEqual([{ area: 'update-prompt', error: 'blocked', level: 'warn' }]);
  });

  it("dispatches a widget's problem on its element, bubbling to the document, with the caller's detail", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="card"></div>';
    const element = document.getElementById('card')!;
    const onElement = heard(element);
    const onDocument = heard();
    const detail = { widget: 'voucher-card', phase: 'render', error: 'boom' };
    report(detail, 'widget "voucher-card" failed during render:', ['boom', element], element);
    onElement.stop();
    onDocument.stop();
    expect(onElement.details).toEqual([detail]);
    expect(onDocument.details).toEqual([detail]);
    expect(error).toHaveBeenCalledWith('[etalage] widget "voucher-card" failed during render:', 'boom', element);
  });

  it('reportLater reports with the detail and message it is given', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = heard();
    reportLater({ area: 'runtime' }, 'unknown widget "nope" on <div>; known: greeting', []);
    await reported(() => expect(error).toHaveBeenCalledWith('[etalage] unknown widget "nope" on <div>; known: greeting'));
    events.stop();
    expect(events.details).toEqual([{ area: 'runtime' }]);
  });
});
