import { Monitor, Smartphone, Tablet } from 'lucide-react';

/** The device's kind, from the server's label ("Safari on iPhone"): a phone is drawn as one. */
export const deviceIcon = (device: string) =>
  /\b(iPhone|Android)$/.test(device) ? Smartphone : /\biPad$/.test(device) ? Tablet : Monitor;
