import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, report, reportProblem, reportWarning } from './report.js';
import { reportLater } from './report-later.js';

const heard = (target: EventTarget = document) => {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  target.addEventListener(ERROR_EVENT, listener);
  return { details, stop: () => target.removeEventListener(ERROR_EVENT, listener) };
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the reporter', () => {
  it('tells the document about a problem without an element, then logs it with the [etalage] prefix and its area', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = heard();
    const cause = new Error('quota');
    reportProblem('storage', 'values are kept in memory for this page', cause);
    events.stop();
    expect(events.details).toEqual([{ area: 'storage', error: cause }]);
    expect(error).toHaveBeenCalledWith('[etalage] storage: values are kept in memory for this page', cause);
  });

  it('logs nothing when a listener cancels the event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener(ERROR_EVENT, cancel);
    reportProblem('likes', 'pairing failed', new Error('offline'));
    document.removeEventListener(ERROR_EVENT, cancel);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a warning a warning, and says so in the event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = heard();
    reportWarning('update-prompt', 'service worker not registered', 'blocked');
    events.stop();
    expect(warn).toHaveBeenCalledWith('[etalage] update-prompt: service worker not registered', 'blocked');
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

  it('reportLater loads the reporter and reports the same way', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = heard();
    reportLater({ area: 'runtime' }, 'unknown widget "nope" on <div>; known: greeting', []);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] unknown widget "nope" on <div>; known: greeting'));
    events.stop();
    expect(events.details).toEqual([{ area: 'runtime' }]);
  });
});
