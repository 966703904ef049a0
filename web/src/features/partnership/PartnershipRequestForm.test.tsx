import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitPartnershipRequest } from '@/data/public-submissions';
import { loadLocale } from '@/i18n';
import { PartnershipRequestForm } from './PartnershipRequestForm';
import { fillByLabel } from '@/test/fill-by-label';

vi.mock('@/data/public-submissions', () => ({ submitPartnershipRequest: vi.fn() }));
const submit = vi.mocked(submitPartnershipRequest);

function renderForm() {
  render(<PartnershipRequestForm />);
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillByLabel(user, {
    'Company Name': 'Rubavu Digital Ltd',
    'TIN/Company ID': '102345678',
    'Contact Person': 'Olivier Nshimiyimana',
    Email: 'olivier@example.com',
    Phone: '+250 788 552 410',
    'Partnership Type': 'reseller',
    Description: 'We would like to resell your CCTV products.',
  });
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('PartnershipRequestForm', () => {
  it('shows every documented message under its field on an empty submit', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    for (const message of [
      'Company name is required',
      'TIN/Company ID is required',
      'Contact person name is required',
      'Invalid email address',
      'Phone number is required',
      'Please select a partnership type',
      'Please provide more details about the partnership',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for more details when the description is under 10 characters', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Description'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please provide more details about the partnership')).toBeInTheDocument();
  });

  it('offers the four partnership types with their labels', () => {
    renderForm();
    const options = screen
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Select a partnership type'],
      ['distributor', 'Distributor'],
      ['reseller', 'Reseller'],
      ['technology', 'Technology Partner'],
      ['service', 'Service Partner'],
    ]);
  });

  it('names the types in the page’s language and still sends the stored values', async () => {
    await loadLocale('fr');
    try {
      renderForm();
      const options = screen
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]);
      expect(options.slice(1)).toEqual([
        ['distributor', 'Distributeur'],
        ['reseller', 'Revendeur'],
        ['technology', 'Partenaire technologique'],
        ['service', 'Partenaire de services'],
      ]);
    } finally {
      await loadLocale('en');
    }
  });

  it('sends the request, shows the success toast and clears the form', async () => {
    const success = vi.spyOn(toast, 'success');
    submit.mockResolvedValue({ id: 'new-id', queued: false });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Partnership request submitted successfully'));
    expect(submit).toHaveBeenCalledWith({
      company_name: 'Rubavu Digital Ltd',
      tin_number: '102345678',
      contact_person: 'Olivier Nshimiyimana',
      email: 'olivier@example.com',
      phone: '+250 788 552 410',
      partnership_type: 'reseller',
      description: 'We would like to resell your CCTV products.',
    });
    await waitFor(() => expect(screen.getByLabelText('Company Name')).toHaveValue(''));
  });

  it('keeps the values and shows the failure toast when sending fails', async () => {
    const failure = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submit.mockRejectedValue(new Error('unavailable'));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to submit partnership request'));
    expect(screen.getByLabelText('Company Name')).toHaveValue('Rubavu Digital Ltd');
    expect(screen.getByLabelText('Partnership Type')).toHaveValue('reseller');
  });
});
