import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  attendeeErrors,
  attendeeFromLead,
  attendeeRequirement,
  fieldError,
  isIsoDate,
  leadCustomerErrors,
  normaliseAttendee,
  normalisePhone,
} from '../../../src/state/rules/attendees.js';
import { COUNTRY_CODES, isCountryCode } from '../../../src/state/rules/countries.js';

const TODAY = '2026-11-22';

describe('required attendee fields', () => {
  it('follows the attendee_*_required flags', () => {
    expect(
      attendeeRequirement({
        mandatory_attendee: false,
        attendee_email_required: true,
        attendee_gender_required: true,
      }),
    ).to.deep.equal({ needed: true, fields: ['email', 'gender'] });
    expect(attendeeRequirement({ mandatory_attendee: false })).to.deep.equal({
      needed: false,
      fields: [],
    });
  });

  it('asks for a name per ticket when mandatory_attendee is set without any flag', () => {
    expect(attendeeRequirement({ mandatory_attendee: true })).to.deep.equal({
      needed: true,
      fields: ['first_name', 'second_name'],
    });
  });
});

describe('attendee field validation', () => {
  it('requires the required fields and lets optional ones be blank', () => {
    expect(attendeeErrors({}, ['email'], TODAY)).to.deep.equal({ email: 'Required.' });
    expect(attendeeErrors({ city: '' }, [], TODAY)).to.deep.equal({});
  });

  it('checks email, E.164 phone, country, gender and date of birth', () => {
    const errors = attendeeErrors(
      {
        email: 'a@b',
        phone_number: '07700900123',
        country_code: 'EU',
        gender: 'X',
        date_of_birth: '2026-02-30',
      },
      [],
      TODAY,
    );
    expect(Object.keys(errors).sort()).to.deep.equal([
      'country_code',
      'date_of_birth',
      'email',
      'gender',
      'phone_number',
    ]);
    expect(
      attendeeErrors(
        {
          email: 'ana@example.pt',
          phone_number: '+351912345678',
          country_code: 'PT',
          gender: 'F',
          date_of_birth: '1990-05-17',
        },
        [],
        TODAY,
      ),
    ).to.deep.equal({});
  });

  it('wants a date of birth in the past', () => {
    expect(fieldError('date_of_birth', TODAY, true, TODAY)).to.match(/past/);
    expect(fieldError('date_of_birth', '2026-11-21', true, TODAY)).to.equal(null);
    expect(fieldError('date_of_birth', '22/11/1990', true, TODAY)).to.match(/YYYY-MM-DD/);
  });

  it('enforces the length limits: names and city 100, id number and province 50', () => {
    expect(fieldError('first_name', 'x'.repeat(100), true)).to.equal(null);
    expect(fieldError('first_name', 'x'.repeat(101), true)).to.match(/100/);
    expect(fieldError('city', 'é'.repeat(101), true)).to.match(/100/);
    expect(fieldError('province', 'x'.repeat(51), true)).to.match(/50/);
    expect(fieldError('id_number', 'x'.repeat(50), true)).to.equal(null);
  });

  it('property: a phone is accepted exactly when it matches ^\\+[1-9]\\d{6,14}$', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{0,17}$/), (phone) => {
        const ok = fieldError('phone_number', phone, true) === null;
        return ok === /^\+[1-9]\d{6,14}$/.test(phone);
      }),
      { numRuns: 2000 },
    );
    // The shortest numbers in use have 7 digits with their country code; "+44" alone is none.
    expect(fieldError('phone_number', '+44', true)).to.match(/country code/);
    expect(fieldError('phone_number', '+6834001', true)).to.equal(null);
  });

  it('property: isIsoDate agrees with the calendar', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => isIsoDate(d.toISOString().slice(0, 10)),
      ),
    );
  });

  it('normalises what the buyer typed before validating', () => {
    expect(normalisePhone(' 0044 (7700) 900-123 ')).to.equal('+447700900123');
    expect(
      normaliseAttendee({ country_code: ' pt ', gender: 'f', first_name: ' Ana ' }),
    ).to.deep.equal({
      country_code: 'PT',
      gender: 'F',
      first_name: 'Ana',
    });
  });

  it('knows the 249 assigned ISO 3166-1 alpha-2 codes, each a region Intl can name', () => {
    expect(COUNTRY_CODES).to.have.length(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((c) => !names.of(c))).to.deep.equal([]);
    expect(isCountryCode('GB')).to.equal(true);
    expect(isCountryCode('UK')).to.equal(false);
    expect(isCountryCode('gb')).to.equal(false);
  });
});

describe('lead customer', () => {
  it('needs email, first name, second name and an E.164 phone', () => {
    expect(Object.keys(leadCustomerErrors({})).sort()).to.deep.equal([
      'email',
      'first_name',
      'phone_number',
      'second_name',
    ]);
    expect(
      leadCustomerErrors({
        email: 'ana@example.pt',
        first_name: 'Ana',
        second_name: 'Silva',
        phone_number: '+351912345678',
      }),
    ).to.deep.equal({});
  });

  it('copies the lead onto the first attendee ("same as the lead customer")', () => {
    expect(
      attendeeFromLead(
        {
          email: 'ana@example.pt',
          first_name: 'Ana',
          second_name: ' Silva ',
          phone_number: '00351 912 345 678',
        },
        't1',
      ),
    ).to.deep.equal({
      ticket_id: 't1',
      email: 'ana@example.pt',
      first_name: 'Ana',
      second_name: 'Silva',
      phone_number: '+351912345678',
    });
  });
});
