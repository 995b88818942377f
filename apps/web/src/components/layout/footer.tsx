import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { site } from "../../config/site";
import { toLanguage } from "../../i18n/i18n";

/** Spec section 2, Footer: social links, contact details, page links and the copyright line. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const socials = [
    { href: site.whatsappHref, label: t("footer.whatsapp") },
    { href: site.instagramHref, label: t("footer.instagram") },
    { href: `mailto:${site.email}`, label: t("footer.email") },
    { href: site.phoneHref, label: t("footer.phone") },
  ];
  return (
    <footer className="render-when-near surface-dark bg-dune-900 text-sand-100 [--near-block-size:48rem] sm:[--near-block-size:34rem] lg:[--near-block-size:24rem]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t("site.name")}</p>
          <p className="mt-3 text-sm leading-relaxed">{t("footer.about")}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.stay")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to={paths.deluxeRoom}>
                {t("nav.deluxeRoom")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.campingTents}>
                {t("nav.campingTents")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.parking}>
                {t("nav.caravanParking")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.explore")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to={paths.home}>
                {t("nav.home")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.about}>
                {t("nav.about")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.terms}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.privacy}>
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contact")}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{site.address[language]}</p>
            <p>
              <a className="hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={site.phoneHref} dir="ltr">
                {site.phone}
              </a>
            </p>
          </address>
          <h2 className="mt-5 font-semibold text-white">{t("footer.followUs")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {socials.map((social) => (
              <li key={social.href}>
                <a
                  className="inline-block rounded-full border border-sand-200/40 px-3 py-1 hover:bg-white/10"
                  href={social.href}
                  target={social.href.startsWith("http") ? "_blank" : undefined}
                  rel="noreferrer"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
