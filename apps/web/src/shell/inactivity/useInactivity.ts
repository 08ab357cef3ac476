import { useCallback, useEffect, useRef, useState } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

/**
 * Inactivity timer (spec §4): mouse moves and key presses count as activity. After `timeoutMs`
 * without any, a countdown of `countdownMs` starts (returned as whole seconds left); once it is
 * showing, only `keepAlive` (the Continue button) resets it, so reaching for the button cannot
 * dismiss the warning by accident. At zero `onExpire` runs. Plain setTimeout/setInterval so tests
 * can drive it with a fake clock.
 */
export function useInactivity(enabled: boolean, timeoutMs: number, countdownMs: number, onExpire: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const idleTimer = useRef<number | undefined>(undefined);
  const tick = useRef<number | undefined>(undefined);
  const warning = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const stopAll = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    window.clearInterval(tick.current);
    warning.current = false;
  }, []);

  const startCountdown = useCallback(() => {
    warning.current = true;
    const deadline = Date.now() + countdownMs;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        stopAll();
        setSecondsLeft(null);
        expire.current();
      }
    };
    update();
    tick.current = window.setInterval(update, 1000);
  }, [countdownMs, stopAll]);

  const restartIdle = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(startCountdown, timeoutMs);
  }, [startCountdown, timeoutMs]);

  const keepAlive = useCallback(() => {
    stopAll();
    setSecondsLeft(null);
    restartIdle();
  }, [restartIdle, stopAll]);

  useEffect(() => {
    if (!enabled) {
      stopAll();
      setSecondsLeft(null);
      return;
    }
    const onActivity = () => {
      if (!warning.current) restartIdle();
    };
    restartIdle();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      stopAll();
    };
  }, [enabled, restartIdle, stopAll]);

  return { secondsLeft, keepAlive };
}
