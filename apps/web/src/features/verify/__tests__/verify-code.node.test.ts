import { describe, expect, it } from 'vitest';
import { readVerificationCode } from '../components/verify-code';

describe('reading a typed verification code', () => {
  it('takes lowercase, spaces, dashes and Arabic-Indic digits', () => {
    expect(readVerificationCode(' 7k3m-q9tx-2bhd ')).toBe('7K3MQ9TX2BHD');
    expect(readVerificationCode('7K3M Q9TX 2BHD')).toBe('7K3MQ9TX2BHD');
    expect(readVerificationCode('٧K٣M-Q٩TX-٢BHD')).toBe('7K3MQ9TX2BHD');
    expect(readVerificationCode('۷K۳M-Q۹TX-۲BHD')).toBe('7K3MQ9TX2BHD');
  });

  it('refuses what cannot be a code', () => {
    expect(readVerificationCode('')).toBeUndefined();
    expect(readVerificationCode('7K3M-Q9TX')).toBeUndefined();
    expect(readVerificationCode('7K3M-Q9TX-2BHU')).toBeUndefined();
  });
});
