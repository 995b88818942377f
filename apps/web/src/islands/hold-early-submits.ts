/**
 * A form that hydrates later than its island (the contact form's code comes when the guest nears
 * it) says `data-hydrated="false"` until it has. A submit meanwhile would be the browser's own (a
 * GET of this page with the message in its address, and the form emptied): it is held, and made
 * once the form says "true", by the form's own code.
 */
export function holdEarlySubmits(root: Document | HTMLElement) {
  const waiting = new WeakSet<HTMLFormElement>();
  root.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.hydrated !== "false") return;
      event.preventDefault();
      if (waiting.has(form)) return; // pressed again while waiting: one submit is enough
      waiting.add(form);
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      const observer = new MutationObserver(() => {
        if (form.dataset.hydrated !== "true") return;
        observer.disconnect();
        waiting.delete(form);
        form.requestSubmit(
          submitter instanceof HTMLElement && form.contains(submitter) ? submitter : null,
        );
      });
      observer.observe(form, { attributes: true, attributeFilter: ["data-hydrated"] });
    },
    { capture: true },
  );
}
