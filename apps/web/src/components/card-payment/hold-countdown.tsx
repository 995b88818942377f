import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  crossesAnnouncement,
  formatCountdown,
  secondsUntil,
} from "../../lib/card-payment/countdown";
import { secondaryButtonClass } from "../form-classes";
import { heldText } from "./quote-labels";

/** Whole seconds until `untilIso`, ticking every second; null without a time. */
export function useSecondsLeft(untilIso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!untilIso) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(untilIso, current) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilIso]);
  return untilIso ? secondsUntil(untilIso, now) : null;
}

/**
 * What a polite live region says of a hold's countdown: once, as it crosses one minute left (the
 * timer itself is not live, so it is not read out every second); nothing before.
 */
export function useOneMinuteWarning(secondsLeft: number): string {
  const { t } = useTranslation();
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (crossesAnnouncement(previous.current, secondsLeft)) {
      setAnnouncement(t("paymentpage.hold.oneMinute"));
    } else if (secondsLeft > 60) {
      setAnnouncement("");
    }
    previous.current = secondsLeft;
  }, [secondsLeft, t]);
  return announcement;
}

/**
 * The hold's time left (decision 010). The timer is not read out every second (role="timer"
 * is not live); a separate live region speaks once at one minute left, and the end is said once.
 */
export function HoldCountdown(props: {
  quote: QuoteDetail;
  secondsLeft: number;
  isBusy: boolean;
  onHoldAgain: () => void;
}) {
  const { t } = useTranslation();
  const announcement = useOneMinuteWarning(props.secondsLeft);
  const isOver = props.secondsLeft === 0;

  return (
    <div
      className={`rounded-2xl border p-5 ${
        isOver ? "border-red-300 bg-red-50" : "border-sand-200 bg-white"
      }`}
    >
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {isOver ? (
        <div role="alert">
          <p className="font-semibold text-red-800">{t("paymentpage.hold.over")}</p>
        </div>
      ) : (
        <>
          <p role="timer" className="text-lg font-semibold tabular-nums text-dune-900">
            {heldText(t, props.quote, formatCountdown(props.secondsLeft))}
          </p>
          <p className="mt-2 text-sm text-dune-800">{t("paymentpage.hold.whenOver")}</p>
        </>
      )}
      {isOver && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-4`}
          disabled={props.isBusy}
          onClick={props.onHoldAgain}
        >
          {t("paymentpage.hold.holdAgain")}
        </button>
      )}
    </div>
  );
}
