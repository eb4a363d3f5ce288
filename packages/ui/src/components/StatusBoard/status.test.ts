import { describe, expect, it } from 'vitest';
import { boardStatus, formatUptime, overallStatus } from './status';

describe('overallStatus', () => {
  it('is operational when every component is, or when there are none', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'operational' }])).toBe('operational');
    expect(overallStatus([])).toBe('operational');
  });

  it('is the worst state present: outage, then degraded, then maintenance', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'maintenance' }])).toBe('maintenance');
    expect(
      overallStatus([{ status: 'maintenance' }, { status: 'degraded' }, { status: 'operational' }]),
    ).toBe('degraded');
    expect(overallStatus([{ status: 'degraded' }, { status: 'outage' }, { status: 'maintenance' }])).toBe(
      'outage',
    );
  });
});

describe('boardStatus', () => {
  it('keeps the core operational when only components outside it have a notice, and counts them', () => {
    expect(
      boardStatus([
        { status: 'operational', core: true },
        { status: 'degraded' },
        { status: 'maintenance' },
        { status: 'operational' },
      ]),
    ).toEqual({ status: 'operational', notices: 2 });
    expect(boardStatus([{ status: 'operational', core: true }, { status: 'operational' }])).toEqual({
      status: 'operational',
      notices: 0,
    });
  });

  it('is the worst state when a core component has a notice, or anything is in outage', () => {
    expect(boardStatus([{ status: 'maintenance', core: true }, { status: 'degraded' }])).toEqual({
      status: 'degraded',
      notices: 2,
    });
    expect(boardStatus([{ status: 'operational', core: true }, { status: 'outage' }])).toEqual({
      status: 'outage',
      notices: 1,
    });
  });

  it('treats every component as core when none is marked', () => {
    expect(boardStatus([{ status: 'operational' }, { status: 'degraded' }])).toEqual({
      status: 'degraded',
      notices: 1,
    });
  });
});

describe('formatUptime', () => {
  it('shows up to two decimals as a percentage', () => {
    expect(formatUptime(99.98, 'en-US')).toBe('99.98%');
    expect(formatUptime(100, 'en-US')).toBe('100%');
    expect(formatUptime(99.5, 'en-US')).toBe('99.5%');
  });

  it('never rounds up to a perfect score and stays within 0–100', () => {
    expect(formatUptime(99.999, 'en-US')).toBe('99.99%');
    expect(formatUptime(120, 'en-US')).toBe('100%');
    expect(formatUptime(-3, 'en-US')).toBe('0%');
  });

  it('follows the locale', () => {
    expect(formatUptime(99.95, 'de-DE')).toBe('99,95\u00a0%');
  });
});
