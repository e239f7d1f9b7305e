import { describe, expect, it } from 'vitest';
import { loadBookingConfig } from './booking-config';

describe('travel-booking configuration', () => {
  it('uses the simulator when TRAVEL_BOOKING_URL is unset or empty', () => {
    expect(loadBookingConfig({}).url).toBeUndefined();
    expect(loadBookingConfig({ TRAVEL_BOOKING_URL: '  ' }).url).toBeUndefined();
  });

  it('reads the URL without a trailing slash, the key and the timeout', () => {
    const config = loadBookingConfig({
      TRAVEL_BOOKING_URL: 'https://partner.example/api/',
      TRAVEL_BOOKING_API_KEY: 'k',
      TRAVEL_BOOKING_TIMEOUT_MS: '2500',
    });
    expect(config).toEqual({ url: 'https://partner.example/api', apiKey: 'k', timeoutMs: 2500 });
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadBookingConfig({ TRAVEL_BOOKING_URL: 'not a url' })).toThrow(/TRAVEL_BOOKING_URL/);
    expect(() => loadBookingConfig({ TRAVEL_BOOKING_URL: 'ftp://x.example' })).toThrow(/TRAVEL_BOOKING_URL/);
    expect(() => loadBookingConfig({ TRAVEL_BOOKING_TIMEOUT_MS: 'soon' })).toThrow(
      /TRAVEL_BOOKING_TIMEOUT_MS/,
    );
  });
});
