import { describe, expect, it } from 'vitest';
import {
  durationMinutes,
  historyDays,
  incidentEntries,
  incidentsAt,
  maintenanceAt,
  statusComponents,
} from './status';

describe('the status page as of a day', () => {
  it('schedules every maintenance window after the day, soonest first, on a weekday', () => {
    for (const today of ['2026-11-26', '2027-06-30', '2025-01-01']) {
      const windows = maintenanceAt(today);
      expect(windows.length).toBeGreaterThan(0);
      for (const window of windows) {
        expect(window.date > today, `${window.date} after ${today}`).toBe(true);
        const weekday = new Date(`${window.date}T00:00:00Z`).getUTCDay();
        expect(weekday).toBeGreaterThanOrEqual(1);
        expect(weekday).toBeLessThanOrEqual(5);
      }
      expect(windows.map((w) => w.date)).toEqual([...windows.map((w) => w.date)].sort());
    }
  });

  it('dates incidents within the 90 days before the day, newest first', () => {
    const today = '2026-11-26';
    const dates = incidentsAt(today).map((incident) => incident.date);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(date < today).toBe(true);
      expect(date >= '2026-08-28').toBe(true);
    }
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows every component operational at rest: no notice that outlives its cause', () => {
    expect(statusComponents).toHaveLength(10);
    for (const component of statusComponents) {
      expect(component.status, component.name).toBe('operational');
      expect(component.issue, component.name).toBeUndefined();
    }
  });
});

describe('each component’s 90 days', () => {
  it('draws a day with an incident where the incident list has one, and takes its minutes off the uptime', () => {
    for (const component of statusComponents) {
      expect(component.history).toHaveLength(historyDays);
      const own = incidentEntries.filter((incident) => incident.affected.includes(component.name));
      const marked = component.history.flatMap((day, index) => (day === 'operational' ? [] : [index]));
      expect(marked, component.name).toEqual(
        own.map((incident) => historyDays - 1 - incident.daysBefore).sort((a, b) => a - b),
      );
      const minutes = own.reduce((sum, incident) => sum + durationMinutes(incident.duration), 0);
      expect(component.uptime).toBeCloseTo(100 - (minutes / (historyDays * 1440)) * 100, 6);
    }
    expect(durationMinutes('1 hour 12 minutes')).toBe(72);
    expect(durationMinutes('38 minutes')).toBe(38);
  });
});
