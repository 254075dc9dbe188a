import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readCookie, writeCookie } from '@etalage/core';
import AdminPanel from './admin-panel.js';

describe('admin panel', () => {
  it("shows the page's totals and turns admin mode off", () => {
    writeCookie('etl_admin_mode', '1');
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    try {
      render(<AdminPanel productsOnPage={24} totalCount={130} automaticCount={10} manualCount={8} stableRankCount={6} averageEsRank={88.25} averageAiScore={6.5} />);
      const panel = screen.getByRole('region', { name: 'Adminpaneel' });
      expect(within(panel).getByText('24 van 130')).toBeTruthy();
      expect(within(panel).getByText('APO').closest('div')?.textContent).toBe('APO10');
      expect(within(panel).getByText('MPO').closest('div')?.textContent).toBe('MPO8');
      expect(within(panel).getByText('RPO').closest('div')?.textContent).toBe('RPO6');
      expect(within(panel).getByText('88,25')).toBeTruthy();
      fireEvent.click(within(panel).getByRole('button', { name: 'Adminmodus uitzetten' }));
      expect(readCookie('etl_admin_mode')).toBeUndefined();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });
});
