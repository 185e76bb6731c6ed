import { describe, expect, it } from 'vitest';
import { upiAddressSchema, upiPayLink } from './index.js';

describe('a upi://pay link', () => {
  const payment = {
    payee: { upiAddress: 'ieee.branch@sbi', payeeName: 'IEEE Student Branch & Co' },
    amount: '1250',
    reference: 'CH7K2M9Q',
    purpose: 'PCB Design Workshop: from schematic to a board you can order',
  };

  it('names the payee, the amount in rupees, the reference and a short note, encoded', () => {
    const link = upiPayLink(payment);
    expect(link.startsWith('upi://pay?')).toBe(true);
    const query = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(query)).toEqual({
      pa: 'ieee.branch@sbi',
      pn: 'IEEE Student Branch & Co',
      am: '1250.00',
      cu: 'INR',
      tn: 'CH7K2M9Q PCB Design Workshop: from schematic to a',
      tr: 'CH7K2M9Q',
    });
    // A URI's encoding: spaces as %20 and `&` inside a value escaped.
    expect(link).toContain('pn=IEEE%20Student%20Branch%20%26%20Co');
    expect(link).not.toContain('+');
  });

  it('keeps the note within 50 characters, the reference first', () => {
    const query = new URLSearchParams(upiPayLink(payment).slice('upi://pay?'.length));
    expect(query.get('tn')?.length).toBeLessThanOrEqual(50);
    expect(query.get('tn')?.startsWith('CH7K2M9Q ')).toBe(true);
  });
});

describe('a UPI address', () => {
  it('is name@handle, kept in lower case; anything else is refused', () => {
    expect(upiAddressSchema.parse(' IEEE.Branch@SBI ')).toBe('ieee.branch@sbi');
    for (const refused of ['ieee branch@sbi', 'ieee@', '@sbi', 'ieee.branch', 'a@b']) {
      expect(upiAddressSchema.safeParse(refused).success, refused).toBe(false);
    }
  });
});
