import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountFieldsSchema,
  achievementInputSchema,
  branchAboutUpdateSchema,
  certificateCorrectionSchema,
  certificateSignatorySchema,
  contactRequestSchema,
  eventInputSchema,
  invitationRequestSchema,
  issueCertificatesSchema,
  memberInputSchema,
  NAME_CONTROL_MESSAGE,
  organisationCreateSchema,
  organisationEditSchema,
  partnerInputSchema,
  registrationRequestSchema,
  societyUpdateSchema,
  speakerSchema,
  teamInvitationSchema,
} from './index.js';

// Every name of a person or an organisation a request carries, by where it is typed.
const NAME_FIELDS: Record<string, z.ZodType> = {
  'registrant (registration form)': registrationRequestSchema.shape.name,
  'account (new account)': accountFieldsSchema.shape.name,
  'account (invitation)': invitationRequestSchema.shape.name,
  'team member (invitation)': teamInvitationSchema.shape.name,
  'officer (slate)': memberInputSchema.shape.name,
  'speaker (event)': speakerSchema.shape.name,
  'speaker affiliation (event)': speakerSchema.shape.affiliation,
  'organiser (event)': eventInputSchema.shape.organizer,
  'signatory (certificate design)': certificateSignatorySchema.shape.name,
  'recipient (certificates issued to others)':
    issueCertificatesSchema.shape.others.unwrap().element.shape.name,
  'recipient (certificate corrected)': certificateCorrectionSchema.shape.recipientName,
  'recipient (achievement)': achievementInputSchema.shape.recipient,
  'awarding body (achievement)': achievementInputSchema.shape.awardedBy,
  'sender (contact form)': contactRequestSchema.shape.name,
  'society (Basic Info)': societyUpdateSchema.shape.name,
  'organisation (added)': organisationCreateSchema.shape.name,
  'organisation (renamed)': organisationEditSchema.shape.name,
  'partner (landing page)': partnerInputSchema.shape.name,
  'branch (About)': branchAboutUpdateSchema.shape.name,
};

describe('names of people and organisations', () => {
  it('refuse control characters (C0, DEL, C1), saying so', () => {
    const controls = ['\u0007', '\u001b', '\u0000', '\t', '\n', '\u007f', '\u0085', '\u009b'];
    for (const [field, schema] of Object.entries(NAME_FIELDS)) {
      for (const control of controls) {
        const result = schema.safeParse(`Ada${control}Lovelace`);
        expect(result.success, `${field}: ${JSON.stringify(control)}`).toBe(false);
        const messages = result.error?.issues.map((issue) => issue.message);
        expect(messages, field).toContain(NAME_CONTROL_MESSAGE);
      }
    }
  });

  it('take ordinary spaces and every script, and drop the spaces around', () => {
    const names = ['Łukasz Żółć', 'प्रिया शर्मा', "Mary-Jane O'Neil", 'IEEE  Computer Society'];
    for (const [field, schema] of Object.entries(NAME_FIELDS)) {
      for (const name of names) {
        expect(schema.safeParse(name), `${field}: ${name}`).toEqual({ success: true, data: name });
      }
      expect(schema.safeParse(' \tAda Lovelace\n').data, field).toBe('Ada Lovelace');
    }
  });
});
