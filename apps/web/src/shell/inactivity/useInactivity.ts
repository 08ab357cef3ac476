import { useCallback, useEffect, useRef, useState } from 'react';
import { inactivityPhase } from './inactivityPhase';
import { ACTIVITY_STORAGE_KEY, createSharedActivity } from './sharedActivity';

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

const activity = createSharedActivity(window.localStorage);

/**
 * Inactivity timer (shell-and-admin §4): mouse moves and key presses count as activity, in this tab or any
 * other of the browser (./sharedActivity.ts). After `timeoutMs` without any, a countdown of
 * `countdownMs` starts (returned as whole seconds left) in every tab; once it is showing, only
 * `keepAlive` (the Continue button, in any tab) resets it, so reaching for the button cannot
 * dismiss the warning by accident. At zero `onExpire` runs. Plain setTimeout and Date.now so
 * tests can drive it with a fake clock.
 */
export function useInactivity(enabled: boolean, timeoutMs: number, countdownMs: number, onExpire: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const evaluateNow = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) {
      setSecondsLeft(null);
      return;
    }
    let timer: number | undefined;
    let warning = false;
    let expired = false;

    // Timers only wake the tab when the phase or the countdown changes; activity meanwhile is
    // picked up then, so a mouse move costs a timestamp, not a timer.
    const evaluate = () => {
      window.clearTimeout(timer);
      if (expired) return;
      const phase = inactivityPhase(activity.last(), Date.now(), timeoutMs, countdownMs);
      warning = phase.kind === 'warning';
      if (phase.kind === 'expired') {
        expired = true;
        setSecondsLeft(null);
        expire.current();
        return;
      }
      setSecondsLeft(phase.kind === 'warning' ? phase.secondsLeft : null);
      timer = window.setTimeout(evaluate, phase.kind === 'warning' ? phase.nextTickMs : phase.warnInMs);
    };
    const onActivity = () => {
      if (!warning) activity.touch(Date.now());
    };
    // Another tab's activity or Continue: re-evaluate at once so its warning closes here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACTIVITY_STORAGE_KEY) evaluate();
    };

    // Signing in or opening a tab is activity; it also keeps a timestamp left by an earlier session from counting.
    activity.touch(Date.now(), true);
    evaluate();
    evaluateNow.current = evaluate;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('storage', onStorage);
      window.clearTimeout(timer);
      evaluateNow.current = () => {};
    };
  }, [enabled, timeoutMs, countdownMs]);

  const keepAlive = useCallback(() => {
    activity.touch(Date.now(), true);
    evaluateNow.current();
  }, []);

  return { secondsLeft, keepAlive };
}
