import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BookingForm } from './booking-form';
import { mockBookingFetch, sessionCount as count, submit } from './booking-form-test-kit';

// No free times offered: the form books without times (booking-form-times.test.tsx has them).
let fetchMock: ReturnType<typeof mockBookingFetch>;

beforeEach(() => {
  fetchMock = mockBookingFetch(() => jsonResponse(200, []));
});

const total = () => screen.getByTestId('booking-total').textContent;
/** The free times are in (none offered here): the form books without times. */
const noTimesOffered = () => screen.findByText(/No free times are open yet/);

describe('BookingForm', () => {
  it('starts as one online session and shows its total', () => {
    renderWithProviders(<BookingForm />);
    expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
    expect((count() as HTMLInputElement).value).toBe('1');
    expect(count().getAttribute('min')).toBe('1');
    expect(count().getAttribute('max')).toBe('12');
    expect(total()).toBe('$60');
  });

  it('updates the total as the type and count change (count × price)', () => {
    renderWithProviders(<BookingForm />);
    fireEvent.click(screen.getByRole('radio', { name: 'In-person' }));
    expect(total()).toBe('$120');
    fireEvent.change(count(), { target: { value: '3' } });
    expect(total()).toBe('$360');
    // Whole dollars, as the landing page's card writes the same prices.
    expect(screen.getByText('3 × $120')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Online' }));
    expect(total()).toBe('$180');
    fireEvent.change(count(), { target: { value: '13' } });
    expect(total()).toBe('—');
  });

  it('shows each price with its regular price', () => {
    renderWithProviders(<BookingForm />);
    expect(
      screen.getByRole('radio', {
        name: 'Online',
        description: 'Live video lesson, from anywhere. $60 per session, regularly $100',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: 'In-person',
        description: 'At our Dallas office. $120 per session, regularly $150',
      }),
    ).toBeTruthy();
  });

  it("starts filled in with a signed-in user's name and email", () => {
    renderWithProviders(
      <BookingForm contact={{ fullName: 'Ada Lovelace', contactInfo: 'ada@example.com' }} />,
    );
    expect(screen.getByLabelText('Name (optional)')).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByLabelText(/Email or Phone Number/)).toHaveProperty(
      'value',
      'ada@example.com',
    );
  });

  it("books for a parent's child: says whose sessions they are and sends the child's id", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { sessionUrl: 'https://pay.example/cs_2' } }),
    );
    const child = { id: '0b8c6f3e-5d2a-4c1b-9e7f-1a2b3c4d5e6f', name: 'Sam Lovelace' };
    renderWithProviders(
      <BookingForm
        contact={{ fullName: 'Pat Lovelace', contactInfo: 'pat@example.com' }}
        student={child}
      />,
    );
    expect(screen.getByText(/the sessions go on Sam Lovelace’s account/)).toBeTruthy();
    await noTimesOffered();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      contactInfo: 'pat@example.com',
      studentId: child.id,
    });
  });

  it('sends once however fast it is submitted twice', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<BookingForm />);
    fireEvent.change(screen.getByLabelText(/Email or Phone Number/), {
      target: { value: 'ada@example.com' },
    });
    await noTimesOffered();
    submit();
    fireEvent.click(screen.getByRole('button', { name: /Continue to Payment|Redirecting/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('requires contact information without calling the server', async () => {
    renderWithProviders(<BookingForm />);
    const contact = screen.getByLabelText('Email or Phone Number');
    expect(contact.getAttribute('aria-required')).toBe('true');
    submit();
    expect(await screen.findByText('Please provide your contact information')).toBeTruthy();
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 'Number of sessions must be between 1 and 12'],
    ['13', 'Number of sessions must be between 1 and 12'],
    ['2.5', 'Number of sessions must be a whole number'],
  ])('refuses %s sessions before asking the server (decision 006)', async (value, message) => {
    renderWithProviders(<BookingForm />);
    fireEvent.change(screen.getByLabelText('Email or Phone Number'), {
      target: { value: 'parent@example.com' },
    });
    fireEvent.change(count(), { target: { value } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the booking and goes to the checkout', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { sessionUrl: 'https://checkout.example/cs_9' } }),
    );
    renderWithProviders(<BookingForm />);
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email or Phone Number'), {
      target: { value: '+12145550100' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'In-person' }));
    fireEvent.change(count(), { target: { value: '3' } });
    await noTimesOffered();
    submit();

    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('https://checkout.example/cs_9'),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments/scheduling');
    expect(JSON.parse(String(init!.body))).toEqual({
      fullName: 'Ada',
      contactInfo: '+12145550100',
      sessionType: 'in-person',
      sessionCount: 3,
    });
    expect(screen.getByRole('button', { name: /Redirecting to payment/ })).toBeTruthy();
  });

  it("toasts 'Failed to create checkout session' when no session URL comes back", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: {} }));
    renderWithProviders(<BookingForm />);
    fireEvent.change(screen.getByLabelText('Email or Phone Number'), {
      target: { value: 'ada@example.com' },
    });
    await noTimesOffered();
    submit();
    expect(await screen.findByText('Failed to create checkout session')).toBeTruthy();
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });

  it('toasts the failure message when the server refuses', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Payments are off' }));
    renderWithProviders(<BookingForm />);
    fireEvent.change(screen.getByLabelText('Email or Phone Number'), {
      target: { value: 'ada@example.com' },
    });
    await noTimesOffered();
    submit();
    expect(
      await screen.findByText('Failed to create scheduling session. Please try again.'),
    ).toBeTruthy();
    expect(browserLocation.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
  });

  it('says the student stopped sharing, rather than to try again, when a parent books for them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { message: 'This student has not shared their progress with you' }),
    );
    renderWithProviders(
      <BookingForm
        contact={{ fullName: 'Pat Rivera', contactInfo: 'pat@example.com' }}
        student={{ id: '5f0c1c1e-0000-4000-8000-000000000001', name: 'Sam Rivera' }}
      />,
    );
    await noTimesOffered();
    submit();
    expect(
      await screen.findByText('This student has not shared their progress with you'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to create scheduling session. Please try again.')).toBeNull();
  });
});
