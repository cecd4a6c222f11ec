import { describe, expect, it } from 'vitest';
import { siteEmail } from './site-email';

const contact = 'contact@lagune-business.example';

describe('siteEmail', () => {
  it('keeps the address stored on the sheet', () => {
    expect(siteEmail({ site: 'Site de Cocody', email: ' cocody@autre.example ' }, contact)).toBe('cocody@autre.example');
  });
  it.each([
    ['Site de Cocody', 'cocody@lagune-business.example'],
    ['Site du Plateau', 'plateau@lagune-business.example'],
    ["Site d'Abobo", 'abobo@lagune-business.example'],
    ['Site de la Riviera', 'riviera@lagune-business.example'],
    ['Site de Marcory Zone 4', 'marcory-zone-4@lagune-business.example'],
    ['Yopougon', 'yopougon@lagune-business.example'],
  ])('derives %s from the school domain', (site, expected) => {
    expect(siteEmail({ site, email: null }, contact)).toBe(expected);
  });
  it('gives up without a domain to use', () => {
    expect(siteEmail({ site: 'Site de Cocody', email: '' }, 'pas-une-adresse')).toBeNull();
  });
});
