// /tarifs (public-site.md sections 2, 5 and 9): one tab per site, the first selected unless
// the address names another (decision 045). A failed read and an empty list read alike, as
// the spec says: families are sent to contact.
import { Clock, FileText, GraduationCap, Landmark, Mail, MapPin, Package, Phone, Shirt } from '../../components/icons';
import { useId, type ReactNode } from 'react';
import { formatAmount, frenchSpacing, unbrokenNumbers } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Tariff, UniformCosts } from '@ecole/shared/schemas/tariffs';
import { ButtonLink } from '../../components/ui/button';
import { EmailText } from '../../components/ui/email-text';
import { PageBanner } from '../../components/ui/page-banner';
import { EmptyState, LoadingState } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { tariffTabLabels } from '@ecole/shared/tariff-sites';
import { telHref } from '@ecole/shared/links';
import { useContent } from '../content/use-content';
import { useTariffs } from './api';
import { siteEmail } from './site-email';
import { useSheetInAddress } from './sheet-in-address';

export function TariffsPage(_props: { params: Record<string, string> }) {
  const { data, isPending } = useTariffs();
  const { t } = useContent();
  const tariffs = data?.tariffs ?? [];
  const [keys, shown, show] = useSheetInAddress(tariffs);
  const labels = tariffTabLabels(tariffs);

  return (
    <>
      <PageBanner title="Nos Tarifs" subtitle="Frais d'inscription, frais annexes et échéancier de paiement pour chacun de nos sites à Abidjan." />
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <LoadingState page text="Chargement des tarifs..." />
        ) : tariffs.length === 0 ? (
          <EmptyState title="Les tarifs ne sont pas encore disponibles." text="Contactez-nous pour plus d'informations.">
            <ButtonLink href={paths.contact.href()} variant="secondary" className="mt-2">
              <Mail aria-hidden="true" className="h-4 w-4" />
              Nous contacter
            </ButtonLink>
          </EmptyState>
        ) : (
          <Tabs value={shown} onValueChange={show}>
            <TabsList aria-label="Choisir un site" className="justify-center gap-2 border-none pb-0 noscript:hidden">
              {tariffs.map((tariff, i) => (
                <TabsTrigger
                  key={tariff.id}
                  value={keys[i]}
                  className="min-h-11 border-2 border-slate-200 bg-white data-[state=active]:border-navy-900"
                >
                  {labels[i]}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Every sheet is in the HTML (search engines, no JavaScript yet); CSS shows the selected
                one, or all of them one after the other where scripts are off (the tabs are then hidden). */}
            {tariffs.map((tariff, i) => (
              <TabsContent key={tariff.id} value={keys[i]} forceMount className="data-[state=inactive]:hidden noscript:data-[state=inactive]:block">
                <TariffSheet tariff={tariff} email={siteEmail(tariff, t('contact_email'))} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </>
  );
}

function TariffSheet({ tariff, email }: { tariff: Tariff; email: string | null }) {
  const uniform = uniformRows(tariff.uniformCosts);
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <section className="rounded-2xl bg-navy-900 p-6 text-white shadow-md sm:p-8">
          <h2 className="text-2xl font-extrabold sm:text-3xl">{tariff.site}</h2>
          {tariff.location && (
            <p className="mt-2 flex items-start gap-2 text-slate-200">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-400" />
              <span className="whitespace-pre-line">{tariff.location}</span>
            </p>
          )}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <HeaderFact icon={<GraduationCap aria-hidden="true" className="h-6 w-6" />} label="Formation" value={tariff.programName} />
            <HeaderFact icon={<Clock aria-hidden="true" className="h-6 w-6" />} label="Durée" value={tariff.programDuration} />
          </dl>
        </section>

        {tariff.totalFee > 0 && <PaymentTable tariff={tariff} />}

        {tariff.description && (
          <Card title="Description" icon={<FileText aria-hidden="true" className="h-5 w-5" />}>
            <p className="whitespace-pre-line leading-relaxed text-slate-700">{frenchSpacing(tariff.description)}</p>
          </Card>
        )}

        {(tariff.requiredDocuments.length > 0 || tariff.supplies.length > 0) && (
          <div className="grid gap-6 md:grid-cols-2">
            {tariff.requiredDocuments.length > 0 && (
              <Card title="Pièces à fournir" icon={<FileText aria-hidden="true" className="h-5 w-5" />}>
                <BulletList items={tariff.requiredDocuments} />
              </Card>
            )}
            {tariff.supplies.length > 0 && (
              <Card title="Fournitures" icon={<Package aria-hidden="true" className="h-5 w-5" />}>
                <BulletList items={tariff.supplies} />
              </Card>
            )}
          </div>
        )}
      </div>

      <div className="space-y-6">
        <Card title="Contact du site" icon={<Phone aria-hidden="true" className="h-5 w-5" />}>
          <ul className="space-y-3 text-slate-700">
            {tariff.phone && (
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-navy-700" />
                <a href={telHref(tariff.phone)} className="font-semibold text-navy-900 underline-offset-4 hover:underline">
                  {tariff.phone}
                </a>
              </li>
            )}
            {email && (
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-navy-700" />
                <a href={`mailto:${email}`} aria-label={email} className="font-semibold text-navy-900 underline-offset-4 hover:underline">
                  <EmailText email={email} />
                </a>
              </li>
            )}
            {tariff.location && (
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-navy-700" />
                <span className="whitespace-pre-line">{tariff.location}</span>
              </li>
            )}
          </ul>
        </Card>

        {uniform.length > 0 && (
          <Card title="Tenue" icon={<Shirt aria-hidden="true" className="h-5 w-5" />}>
            <dl className="divide-y divide-slate-100">
              {uniform.map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-semibold tabular-nums text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}

        {tariff.accountInfo && (
          <Card title="Informations bancaires" icon={<Landmark aria-hidden="true" className="h-5 w-5" />}>
            <p className="whitespace-pre-line break-words font-mono text-sm leading-relaxed text-slate-800">{unbrokenNumbers(tariff.accountInfo)}</p>
          </Card>
        )}

        <div className="rounded-2xl border-2 border-gold-400 bg-gold-400/10 p-6">
          <p className="font-semibold text-navy-900">{frenchSpacing("Une question sur les frais ou l'inscription ?")}</p>
          <ButtonLink href={paths.contact.href()} variant="secondary" className="mt-4 w-full">
            <Mail aria-hidden="true" className="h-4 w-4" />
            Nous contacter
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** One dt/dd pair of the sheet's header; the icon sits in the dt, the only place a dl allows it. */
function HeaderFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative rounded-xl bg-white/10 p-4 pl-13">
      <dt className="text-sm text-slate-200">
        <span className="absolute left-4 top-4 text-gold-400">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** The fees and the payment schedule (public-site.md section 9), every amount through formatAmount. */
function PaymentTable({ tariff }: { tariff: Tariff }) {
  const captionId = useId();
  const row = 'border-t border-slate-200';
  // Narrower side padding below 360 px: an amount never wraps, and on a 320 px screen the two
  // columns did not fit with it ("85 000 F CF…" cut at the card's edge), nor with the total in large type.
  const label = 'px-3 py-3 text-left font-medium text-slate-800 min-[360px]:px-4 sm:px-6';
  const amount = 'whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums text-navy-900 min-[360px]:px-4 sm:px-6';
  const note = 'block text-sm font-normal text-slate-600';
  return (
    // Spaced or enlarged text (WCAG 1.4.12, a phone's larger default font) makes the table wider
    // than its box at 360 px: the box then scrolls sideways, a focusable region named by the
    // caption, rather than clipping the amounts ("225 000 F CF"); at the usual size nothing
    // scrolls and nothing changes (decision 052).
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption id={captionId} className="bg-slate-50 px-4 py-4 text-left text-lg font-bold text-navy-900 sm:px-6">
          Frais de scolarité et échéancier
          <span className="block text-sm font-normal text-slate-600">{tariff.programName}</span>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">Montant</th>
          </tr>
        </thead>
        <tbody>
          <tr className={row}>
            <th scope="row" className={label}>
              Frais d'inscription
            </th>
            <td className={amount}>{formatAmount(tariff.inscriptionFee)}</td>
          </tr>
          <tr className={row}>
            <th scope="row" className={label}>
              Frais annexes
            </th>
            <td className={amount}>{formatAmount(tariff.fraisAnnexes)}</td>
          </tr>
          <tr className="border-t-2 border-navy-900 bg-navy-50">
            <th scope="row" className={`${label} font-bold text-navy-900`}>
              Total
            </th>
            <td className={`${amount} min-[360px]:text-lg`}>{formatAmount(tariff.totalFee)}</td>
          </tr>
        </tbody>
        <tbody>
          <tr className={row}>
            <th scope="rowgroup" colSpan={2} className="bg-slate-50 px-4 pb-2 pt-5 text-left text-sm font-bold uppercase tracking-wide text-gold-700 sm:px-6">
              Échéancier de paiement
            </th>
          </tr>
          <tr className={row}>
            <th scope="row" className={label}>
              1er versement
              <span className={note}>avec les frais d'inscription, obligatoire</span>
            </th>
            <td className={amount}>{formatAmount(tariff.firstPayment)}</td>
          </tr>
          {tariff.secondPayment > 0 && (
            <tr className={row}>
              <th scope="row" className={label}>
                2e versement
                <span className={note}>un mois après le premier</span>
              </th>
              <td className={amount}>{formatAmount(tariff.secondPayment)}</td>
            </tr>
          )}
          {tariff.thirdPayment > 0 && (
            <tr className={row}>
              <th scope="row" className={label}>
                3e versement
              </th>
              <td className={amount}>{formatAmount(tariff.thirdPayment)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const UNIFORM_LABELS = [
  ['tissu', 'Tissu'],
  ['cravate', 'Cravate'],
  ['blouse', 'Blouse'],
] as const;

/** Uniform prices are free text; a plain number ("15000", "15 000") is shown as an amount. */
function uniformRows(costs: UniformCosts): Array<[string, string]> {
  return UNIFORM_LABELS.flatMap(([key, label]) => {
    const raw = costs[key]?.trim();
    if (!raw) return [];
    const digits = raw.replace(/[\s\u00a0\u202f.]/g, '');
    return [[label, /^\d+$/.test(digits) ? formatAmount(Number(digits)) : raw]];
  });
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="mb-4 flex items-center gap-2 text-lg font-bold text-navy-900">
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-navy-50 text-navy-700">{icon}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2 text-slate-700">
      {items.map((item, i) => (
        <li key={`${i}-${item}`} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500" />
          {frenchSpacing(item)}
        </li>
      ))}
    </ul>
  );
}
