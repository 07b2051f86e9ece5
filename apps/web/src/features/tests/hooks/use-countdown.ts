import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` by the server's clock: `serverNow` was the server's time when
 * `receivedAt` was the device's, so a device clock set wrong does not move the deadline.
 */
export function useCountdown(deadline: string, serverNow: string, receivedAt: number) {
  const offset = Date.parse(serverNow) - receivedAt;
  const left = () => Math.max(0, Math.ceil((Date.parse(deadline) - (Date.now() + offset)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // left depends only on these three.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, serverNow, receivedAt]);
  return seconds;
}
