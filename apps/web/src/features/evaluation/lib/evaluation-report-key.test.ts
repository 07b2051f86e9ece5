import { describe, expect, it, vi } from 'vitest';
import {
  clearReportKey,
  loadReportKey,
  saveReportKey,
  watchReportKey,
} from './evaluation-report-key';

describe('the kept report key', () => {
  it('keeps the address the report went to beside its id and key, for a day', () => {
    const savedAt = Date.parse('2026-12-06T12:00:00Z');
    saveReportKey('math', { id: 'sitting-1', key: 'k', email: 'parent@example.com' }, savedAt);
    expect(loadReportKey('math', savedAt + 3_600_000)).toEqual({
      id: 'sitting-1',
      key: 'k',
      email: 'parent@example.com',
    });
    expect(loadReportKey('reading-writing', savedAt)).toBeUndefined();
    expect(loadReportKey('math', savedAt + 25 * 3_600_000)).toBeUndefined();
    clearReportKey('math');
    expect(loadReportKey('math', savedAt)).toBeUndefined();
  });

  it('reads a key kept without an address', () => {
    localStorage.setItem('evaluation_report', JSON.stringify({ id: 'a', key: 'b', savedAt: 1 }));
    expect(loadReportKey('math', 2)).toEqual({ id: 'a', key: 'b' });
  });

  it('tells a tab of the report another tab submitted, of its own evaluation only', () => {
    const onSaved = vi.fn();
    const unwatch = watchReportKey('math', onSaved);
    const otherTabWrote = (key: string) =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key,
          newValue: localStorage.getItem(key),
          storageArea: localStorage,
        }),
      );
    saveReportKey('reading-writing', { id: 'rw', key: 'k' });
    otherTabWrote('evaluation_report_reading-writing');
    expect(onSaved).not.toHaveBeenCalled();
    saveReportKey('math', { id: 'm', key: 'k', email: 'a@example.com' });
    otherTabWrote('evaluation_report');
    expect(onSaved).toHaveBeenCalledWith({ id: 'm', key: 'k', email: 'a@example.com' });
    unwatch();
    clearReportKey('math');
    clearReportKey('reading-writing');
  });
});
