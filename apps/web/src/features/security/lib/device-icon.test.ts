import { describe, expect, it } from 'vitest';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { deviceIcon } from './device-icon';

describe('deviceIcon', () => {
  it('draws a phone, a tablet or a computer from the device label', () => {
    expect(deviceIcon('Safari on iPhone')).toBe(Smartphone);
    expect(deviceIcon('Chrome on Android')).toBe(Smartphone);
    expect(deviceIcon('Safari on iPad')).toBe(Tablet);
    expect(deviceIcon('Chrome on Windows')).toBe(Monitor);
    expect(deviceIcon('Unknown device')).toBe(Monitor);
  });
});
