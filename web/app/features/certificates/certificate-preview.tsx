import {
  CERTIFICATE_TITLE_LABELS,
  type CertificateTitle,
  DEFAULT_CERTIFICATE_COLOR,
  fillCertificateBody,
} from '@chapterhouse/shared';
import { longDate } from '@chapterhouse/shared/date-wording';
import { type CSSProperties, useId } from 'react';

// The certificate as the server prints it (server/src/modules/certificates/certificate-pdf.ts),
// drawn in HTML for the template editor's live preview: the same A4 landscape page, measured in
// the same points, so what the officer sees is where the PDF puts it. Sizes are fractions of the
// preview's width (`cqw`), so the page scales with its column as a printout would.

/** A4 landscape, in points, as the PDF's page. */
const PAGE = { width: 841.89, height: 595.28 } as const;
const BORDER_INSET = 22;
const INNER_BORDER_INSET = 30;
const CONTENT_LEFT = 64;
const CONTENT_WIDTH = PAGE.width - 2 * CONTENT_LEFT;
const SIDE_COLUMN_WIDTH = 130;
const SIGNATURE_LINE_Y = 484;
const SIGNATURE_IMAGE_HEIGHT = 44;
const SIGNATURE_LINE_MAX_WIDTH = 150;
const BAND_TOP = SIGNATURE_LINE_Y - SIGNATURE_IMAGE_HEIGHT - 6;
const QR_SIZE = 72;
const VERIFY_LINE_Y = 538;
const INK = '#1f2328';
const MUTED = '#5b6370';

/** A length in points as a share of the page's width (the container's). */
const pt = (points: number) => `${(points / PAGE.width) * 100}cqw`;
/** A horizontal position or width in points, as a percentage of the page. */
const x = (points: number) => `${(points / PAGE.width) * 100}%`;
/** A vertical position in points, as a percentage of the page. */
const y = (points: number) => `${(points / PAGE.height) * 100}%`;

/** Who and what the preview fills the placeholders with: clearly a sample. */
export const SAMPLE_RECIPIENT = 'Priya Sharma';
export const SAMPLE_EVENT = 'Sample Event';
export const SAMPLE_ROLE = 'Participant';
export const SAMPLE_CODE = 'SAMPLE-CODE';

export interface PreviewSignatory {
  name?: string;
  role?: string;
  signature?: string | null;
}

export interface PreviewDesign {
  title?: string;
  body?: string;
  color?: string;
  signatories?: PreviewSignatory[];
}

/**
 * The body's size: the PDF shrinks it (15 to 7 pt) until it fits between the name and the
 * signatures; this estimates the same from its length, which is close enough for a preview.
 */
function bodySize(body: string): number {
  const roomy = 260;
  if (body.length <= roomy) return 15;
  return Math.max(7, Math.floor(15 * Math.sqrt(roomy / body.length) * 4) / 4);
}

const line = (style: CSSProperties): CSSProperties => ({
  position: 'absolute',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'center',
  ...style,
});

/** A signature line with its name and role under it, centred on `centre` (points). */
function SignatureBlock(props: {
  centre: number;
  width: number;
  top?: string;
  name: string;
  /** The signatory's role, in a smaller line under the name. */
  office: string;
  signature?: string | null;
  bold?: boolean;
}) {
  const left = x(props.centre - props.width / 2);
  return (
    <>
      {props.signature && (
        <img
          src={props.signature}
          alt=""
          style={{
            position: 'absolute',
            left,
            width: x(props.width),
            top: y(SIGNATURE_LINE_Y - SIGNATURE_IMAGE_HEIGHT - 2),
            height: y(SIGNATURE_IMAGE_HEIGHT),
            objectFit: 'contain',
            objectPosition: 'center bottom',
          }}
        />
      )}
      <div
        style={{
          position: 'absolute',
          left,
          width: x(props.width),
          top: y(SIGNATURE_LINE_Y),
          borderTop: `max(1px, ${pt(0.75)}) solid ${INK}`,
        }}
      />
      {props.top && (
        <p
          style={line({
            left,
            width: x(props.width),
            top: y(SIGNATURE_LINE_Y - 18),
            fontSize: pt(11),
            fontWeight: 700,
            color: INK,
          })}
        >
          {props.top}
        </p>
      )}
      <p
        style={line({
          left,
          width: x(props.width),
          top: y(SIGNATURE_LINE_Y + 5),
          fontSize: pt(props.bold ? 10.5 : 9),
          fontWeight: props.bold ? 700 : 400,
          color: props.bold ? INK : MUTED,
        })}
      >
        {props.name}
      </p>
      {props.office && (
        <p
          style={line({
            left,
            width: x(props.width),
            top: y(SIGNATURE_LINE_Y + 19),
            fontSize: pt(9),
            color: MUTED,
          })}
        >
          {props.office}
        </p>
      )}
    </>
  );
}

/**
 * One certificate drawn as the PDF will print it, filled with a sample recipient: the coloured
 * double border, the logo at the top, the organisation, the title line, "presented to", the name,
 * the template's text, the date of issue, the signatories along the bottom and the QR code's box
 * with the address that verifies it. Shown in a figure captioned as a preview.
 */
export function CertificatePreview(props: {
  design: PreviewDesign;
  organisation: string;
  logo: string | null;
  /** Where certificates are verified (`https://…/certificates/`), as printed under the QR code. */
  verifyBase: string;
  /** The day the sample is dated (the event's and the issue's), `2026-07-01`. */
  day: string;
  caption: string;
}) {
  const { design } = props;
  const captionId = useId();
  const color = /^#[0-9a-fA-F]{6}$/.test(design.color ?? '')
    ? (design.color as string)
    : DEFAULT_CERTIFICATE_COLOR;
  const title =
    CERTIFICATE_TITLE_LABELS[design.title as CertificateTitle] ??
    CERTIFICATE_TITLE_LABELS.participation;
  const day = longDate(props.day);
  const body = fillCertificateBody(design.body ?? '', {
    name: SAMPLE_RECIPIENT,
    event: SAMPLE_EVENT,
    date: day,
    organisation: props.organisation,
    role: SAMPLE_ROLE,
  });
  const signatories = (design.signatories ?? []).slice(0, 3);
  const slotsLeft = CONTENT_LEFT + SIDE_COLUMN_WIDTH + 10;
  const slotWidth =
    (CONTENT_WIDTH - 2 * (SIDE_COLUMN_WIDTH + 10)) / Math.max(1, signatories.length);
  const qrCentre = PAGE.width - CONTENT_LEFT - SIDE_COLUMN_WIDTH / 2;
  const qrTop = SIGNATURE_LINE_Y - QR_SIZE + 12;
  const border = (inset: number, width: number): CSSProperties => ({
    position: 'absolute',
    left: x(inset),
    right: x(inset),
    top: y(inset),
    bottom: y(inset),
    border: `max(1px, ${pt(width)}) solid ${color}`,
  });

  return (
    // Named by its caption outright: not every reader derives a figure's name from it.
    <figure aria-labelledby={captionId} className="space-y-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-700">
        {props.caption}
      </figcaption>
      <div className="@container w-full">
        <div
          data-testid="certificate-preview"
          className="relative aspect-[297/210] w-full overflow-hidden bg-white font-sans shadow-md ring-1 ring-slate-200"
          style={{ color: INK }}
        >
          <div style={border(BORDER_INSET, 4)} />
          <div style={border(INNER_BORDER_INSET, 0.75)} />
          <div
            style={{
              position: 'absolute',
              left: x(CONTENT_LEFT),
              width: x(CONTENT_WIDTH),
              top: y(54),
              bottom: y(PAGE.height - (BAND_TOP - 10)),
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
            }}
          >
            {props.logo ? (
              <img
                src={props.logo}
                alt=""
                style={{
                  width: pt(150),
                  height: pt(58),
                  marginBottom: pt(8),
                  objectFit: 'contain',
                  flex: 'none',
                }}
              />
            ) : (
              <div style={{ height: pt(12), flex: 'none' }} />
            )}
            <p
              style={{
                fontSize: pt(11),
                fontWeight: 700,
                letterSpacing: pt(1.2),
                color: MUTED,
                textTransform: 'uppercase',
                lineHeight: 1.3,
              }}
            >
              {props.organisation}
            </p>
            <p
              style={{
                marginTop: pt(6),
                fontSize: pt(30),
                fontWeight: 700,
                color,
                lineHeight: 1.3,
              }}
            >
              {title}
            </p>
            <p style={{ marginTop: pt(8), fontSize: pt(12), lineHeight: 1.3 }}>presented to</p>
            <p
              style={{
                marginTop: pt(6),
                height: pt(58),
                display: 'flex',
                alignItems: 'center',
                fontSize: pt(40),
                fontWeight: 700,
                lineHeight: 1.2,
                flex: 'none',
              }}
            >
              {SAMPLE_RECIPIENT}
            </p>
            <div style={{ width: pt(120), borderTop: `max(1px, ${pt(1)}) solid ${color}` }} />
            <div
              style={{
                flex: 1,
                minHeight: 0,
                // The PDF sets the text at most 600 pt wide, within the content's width.
                width: `${(Math.min(600, CONTENT_WIDTH) / CONTENT_WIDTH) * 100}%`,
                marginTop: pt(12),
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
              }}
            >
              <p
                style={{
                  fontSize: pt(bodySize(body)),
                  lineHeight: 1.45,
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                }}
              >
                {body}
              </p>
            </div>
          </div>

          <SignatureBlock
            centre={CONTENT_LEFT + SIDE_COLUMN_WIDTH / 2}
            width={SIDE_COLUMN_WIDTH - 10}
            top={day}
            name="Date of issue"
            office=""
          />
          {signatories.map((signatory, index) => (
            <SignatureBlock
              // The signatories have no ids of their own: their place is who they are here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              centre={slotsLeft + slotWidth * (index + 0.5)}
              width={Math.min(SIGNATURE_LINE_MAX_WIDTH, slotWidth - 16)}
              name={signatory.name ?? ''}
              office={signatory.role ?? ''}
              signature={signatory.signature || null}
              bold
            />
          ))}

          <div
            style={{
              position: 'absolute',
              left: x(qrCentre - QR_SIZE / 2),
              top: y(qrTop),
              width: x(QR_SIZE),
              height: y(QR_SIZE),
              border: `max(1px, ${pt(1)}) dashed ${MUTED}`,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: pt(9),
              color: MUTED,
            }}
          >
            QR code
          </div>
          <p
            style={line({
              left: x(qrCentre - SIDE_COLUMN_WIDTH / 2),
              width: x(SIDE_COLUMN_WIDTH),
              top: y(qrTop + QR_SIZE + 3),
              fontSize: pt(7.5),
              color: MUTED,
            })}
          >
            {SAMPLE_CODE}
          </p>
          <p
            style={line({
              left: x(CONTENT_LEFT),
              width: x(CONTENT_WIDTH),
              top: y(VERIFY_LINE_Y),
              fontSize: pt(8),
              color: MUTED,
            })}
          >
            Verify at {props.verifyBase}
            {SAMPLE_CODE}
          </p>
        </div>
      </div>
    </figure>
  );
}
