import { resortDateOf } from "@camp/shared/dates/resort-dates";
import type { DocumentContent, DocumentLine } from "@camp/shared/tax/tax-documents";
import {
  Document,
  Page,
  renderToBuffer,
  StyleSheet,
  type Styles,
  Text,
  View,
} from "@react-pdf/renderer";
import type { ReactNode } from "react";
import {
  type Bilingual,
  documentNotes,
  documentTitle,
  formatDocumentAed,
  formatDocumentDate,
  formatVatRate,
  documentLabels as labels,
  withDocumentDates,
} from "./document-texts";
import { drawableContent } from "./drawable-text";
import { withDocumentFonts } from "./pdf-fonts";

/**
 * A tax document as an A4 PDF (decision 030): English on the left, Arabic on the right, drawn only
 * from the stored snapshot, so the same document always renders the same (no settings, no clock).
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  return withDocumentFonts((fontFamily, hasGlyph) =>
    renderToBuffer(
      <DocumentPdf content={drawableContent(content, hasGlyph)} fontFamily={fontFamily} />,
    ),
  );
}

type PdfStyle = Styles[string];

const COLORS = { ink: "#2b2118", muted: "#6b5b4b", line: "#e2d6c4", sand: "#f6efe4" };
const WIDTH = { quantity: 32, unitPrice: 80, rate: 46, vat: 70, amount: 86 };

const styles = StyleSheet.create({
  page: {
    fontSize: 9,
    lineHeight: 1.35,
    color: COLORS.ink,
    paddingTop: 36,
    paddingBottom: 56,
    paddingHorizontal: 40,
  },
  ar: { direction: "rtl", textAlign: "right" },
  // Arabic words and a number, laid out right to left: the first child on the right.
  arWords: { flexDirection: "row-reverse" },
  row: { flexDirection: "row" },
  half: { flex: 1 },
  muted: { color: COLORS.muted },
  bold: { fontWeight: 700 },
  // A line height is resolved against the font size of the style that sets it, then inherited as
  // points: every style that changes the size sets its own.
  supplierName: { fontSize: 11, lineHeight: 1.5, fontWeight: 700 },
  title: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    backgroundColor: COLORS.sand,
    paddingVertical: 8,
    paddingHorizontal: 10,
    marginVertical: 14,
  },
  titleText: { fontSize: 17, lineHeight: 1.5, fontWeight: 700 },
  section: { marginBottom: 12 },
  factRow: {
    flexDirection: "row",
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.line,
    paddingVertical: 3,
  },
  factLabel: { width: 130, color: COLORS.muted },
  factValue: { flex: 1, textAlign: "center", fontWeight: 700 },
  tableHead: {
    flexDirection: "row",
    backgroundColor: COLORS.sand,
    paddingVertical: 4,
    fontWeight: 700,
  },
  tableRow: {
    flexDirection: "row",
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.line,
    paddingVertical: 5,
  },
  cell: { paddingHorizontal: 4 },
  description: { flex: 1 },
  center: { textAlign: "center" },
  right: { textAlign: "right" },
  totalRow: { flexDirection: "row", paddingVertical: 3, paddingHorizontal: 4 },
  grandTotal: {
    backgroundColor: COLORS.sand,
    fontWeight: 700,
    fontSize: 10.5,
    lineHeight: 1.4,
    paddingVertical: 6,
    marginTop: 2,
  },
  note: { flexDirection: "row", marginTop: 6, color: COLORS.muted },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    lineHeight: 1.4,
    color: COLORS.muted,
    borderTopWidth: 0.5,
    borderTopColor: COLORS.line,
    paddingTop: 4,
  },
});

/** Arabic text: shaped and laid out right to left. */
function Ar({ children, style }: { children: ReactNode; style?: PdfStyle }) {
  return <Text style={[styles.ar, style ?? {}]}>{children}</Text>;
}

/** English label | value | Arabic label: one fact read in either language. */
function Fact({ label, value }: { label: Bilingual; value: string }) {
  return (
    <View style={styles.factRow} wrap={false}>
      <Text style={styles.factLabel}>{label.en}</Text>
      <Text style={styles.factValue}>{value}</Text>
      <Ar style={styles.factLabel}>{label.ar}</Ar>
    </View>
  );
}

/** English and Arabic side by side: a heading, a sentence. */
function SideBySide({ text, style }: { text: Bilingual; style?: PdfStyle }) {
  return (
    <View style={[styles.row, style ?? {}]} wrap={false}>
      <Text style={[styles.half, { paddingRight: 12 }]}>{text.en}</Text>
      <Ar style={{ ...styles.half, paddingLeft: 12 }}>{text.ar}</Ar>
    </View>
  );
}

function HeadCell({ label, width, align }: { label: Bilingual; width?: number; align?: PdfStyle }) {
  return (
    <View style={[styles.cell, width ? { width } : styles.description]}>
      <Text style={align ?? {}}>{label.en}</Text>
      <Text style={[styles.ar, align ?? {}]}>{label.ar}</Text>
    </View>
  );
}

function LineRow({ line, showsVat }: { line: DocumentLine; showsVat: boolean }) {
  const outsideVat = line.isTourismFee;
  return (
    <View style={styles.tableRow} wrap={false}>
      <View style={[styles.cell, styles.description]}>
        <Text>{withDocumentDates(line.descriptionEn)}</Text>
        <Ar>{withDocumentDates(line.descriptionAr)}</Ar>
      </View>
      <Text style={[styles.cell, styles.center, { width: WIDTH.quantity }]}>{line.quantity}</Text>
      {/* Documents issued before unit prices were stated, and a line credited in part, have none. */}
      <Text style={[styles.cell, styles.right, { width: WIDTH.unitPrice }]}>
        {line.unitPrice === undefined ? "\u2014" : formatDocumentAed(line.unitPrice)}
      </Text>
      {showsVat && (
        <>
          <Text style={[styles.cell, styles.center, { width: WIDTH.rate }]}>
            {outsideVat ? "\u2014" : formatVatRate(line.vatRateBp)}
          </Text>
          <Text style={[styles.cell, styles.right, { width: WIDTH.vat }]}>
            {outsideVat ? "\u2014" : formatDocumentAed(line.vatAmount)}
          </Text>
        </>
      )}
      <Text style={[styles.cell, styles.right, { width: WIDTH.amount }]}>
        {formatDocumentAed(line.amount)}
      </Text>
    </View>
  );
}

/**
 * A line of the totals. `arNumber` ("5%") is drawn after the Arabic words as a left-to-right run of
 * its own, as a browser shows it: inside the Arabic string react-pdf's bidi would draw its percent
 * sign on the number's right ("%5"), and the isolating marks that prevent this are not in the font.
 */
function TotalRow({
  label,
  arNumber,
  amount,
  style,
}: {
  label: Bilingual;
  arNumber?: string;
  amount: number;
  style?: PdfStyle;
}) {
  return (
    <View style={[styles.totalRow, style ?? {}]} wrap={false}>
      <Text style={styles.half}>{label.en}</Text>
      {arNumber ? (
        <View style={[styles.half, styles.arWords]}>
          <Ar>{label.ar}</Ar>
          <Text style={{ marginRight: 2.5 }}>{arNumber}</Text>
        </View>
      ) : (
        <Ar style={styles.half}>{label.ar}</Ar>
      )}
      <Text style={[styles.right, { width: WIDTH.amount + 8, paddingLeft: 8 }]}>
        {formatDocumentAed(amount)}
      </Text>
    </View>
  );
}

/** The supplier's name, address and TRN, in English and in Arabic side by side. */
function SupplierHeader({ supplier }: { supplier: DocumentContent["supplier"] }) {
  return (
    <View style={styles.row}>
      <View style={[styles.half, { paddingRight: 12 }]}>
        <Text style={styles.supplierName}>{supplier.nameEn}</Text>
        <Text style={styles.muted}>{supplier.addressEn}</Text>
        {supplier.trn && <Text>{`${labels.supplierTrn.en} ${supplier.trn}`}</Text>}
      </View>
      <View style={[styles.half, { paddingLeft: 12 }]}>
        <Ar style={styles.supplierName}>{supplier.nameAr}</Ar>
        <Ar style={styles.muted}>{supplier.addressAr}</Ar>
        {supplier.trn && <Ar>{`${labels.supplierTrn.ar} ${supplier.trn}`}</Ar>}
      </View>
    </View>
  );
}

/** The lines table's head; the VAT columns only for a supplier registered for VAT. */
function LinesTableHead({ showsVat }: { showsVat: boolean }) {
  return (
    <View style={styles.tableHead}>
      <HeadCell label={labels.description} />
      <HeadCell label={labels.quantity} width={WIDTH.quantity} align={styles.center} />
      <HeadCell label={labels.unitPrice} width={WIDTH.unitPrice} align={styles.right} />
      {showsVat && (
        <>
          <HeadCell label={labels.vatRate} width={WIDTH.rate} align={styles.center} />
          <HeadCell label={labels.vat} width={WIDTH.vat} align={styles.right} />
        </>
      )}
      <HeadCell
        label={showsVat ? labels.amount : labels.amountNoVat}
        width={WIDTH.amount}
        align={styles.right}
      />
    </View>
  );
}

/** Net, VAT and the Tourism Dirham fee where they apply, then the document's total. */
function Totals({ content, showsVat }: { content: DocumentContent; showsVat: boolean }) {
  const { totals } = content;
  return (
    <View style={{ marginTop: 8 }}>
      {showsVat && <TotalRow label={labels.net} amount={totals.net} />}
      {showsVat && (
        <TotalRow
          label={labels.vatTotal(formatVatRate(content.vatRateBp))}
          arNumber={formatVatRate(content.vatRateBp)}
          amount={totals.vat}
        />
      )}
      {totals.tourismFee > 0 && <TotalRow label={labels.tourismFee} amount={totals.tourismFee} />}
      <TotalRow
        label={labels.total(content.kind)}
        amount={totals.total}
        style={styles.grandTotal}
      />
    </View>
  );
}

function DocumentPdf({ content, fontFamily }: { content: DocumentContent; fontFamily: string }) {
  const { supplier, customer, booking } = content;
  const title = documentTitle(content);
  // Not registered for VAT (rate 0): no VAT column and no VAT line (decision 028).
  const showsVat = content.vatRateBp > 0;
  const issuedOn = formatDocumentDate(resortDateOf(new Date(content.issuedAt)));
  return (
    <Document
      title={`${title.en} ${content.number}`}
      author={supplier.nameEn}
      subject={`${title.en} / ${title.ar}`}
      creator={supplier.nameEn}
      producer={supplier.nameEn}
      creationDate={new Date(content.issuedAt)}
      modificationDate={new Date(content.issuedAt)}
    >
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <SupplierHeader supplier={supplier} />

        <View style={styles.title}>
          <Text style={styles.titleText}>{title.en}</Text>
          <Ar style={styles.titleText}>{title.ar}</Ar>
        </View>

        <View style={styles.section}>
          <Fact label={labels.number(content.kind)} value={content.number} />
          <Fact label={labels.issuedOn} value={issuedOn} />
          {content.corrects && <Fact label={labels.corrects} value={content.corrects.number} />}
          <Fact label={labels.booking} value={booking.reference} />
          <Fact label={labels.checkIn} value={formatDocumentDate(booking.checkIn)} />
          <Fact label={labels.checkOut} value={formatDocumentDate(booking.checkOut)} />
        </View>

        <View style={styles.section}>
          <Fact label={labels.customer} value={customer.name} />
          <Fact label={labels.email} value={customer.email} />
          {customer.companyName && <Fact label={labels.company} value={customer.companyName} />}
          {customer.companyTrn && <Fact label={labels.companyTrn} value={customer.companyTrn} />}
          {customer.companyAddress && (
            <Fact label={labels.companyAddress} value={customer.companyAddress} />
          )}
        </View>

        <LinesTableHead showsVat={showsVat} />
        {content.lines.map((line, index) => (
          // Lines have no id of their own; their order is part of the stored document.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <LineRow key={index} line={line} showsVat={showsVat} />
        ))}

        <Totals content={content} showsVat={showsVat} />

        <View style={{ marginTop: 10 }}>
          {documentNotes(content).map((note) => (
            <SideBySide key={note.en} text={note} style={styles.note} />
          ))}
        </View>

        {/* On every page: which document it belongs to. (No page numbers: react-pdf draws no
            `render` text in an embedded font, and a booking's document is one page.) */}
        <View style={styles.footer} fixed>
          <Text>{`${content.number} · ${supplier.nameEn}`}</Text>
          <Ar>{`${supplier.nameAr} · ${content.number}`}</Ar>
        </View>
      </Page>
    </Document>
  );
}
