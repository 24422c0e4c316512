/** Strings of the booking views the confirmation and manage-booking pages share. */
export const BOOKING_VIEW_TEXTS = {
  details: {
    title: 'Booking Details',
    tour: 'Tour',
    location: 'Location',
    duration: 'Duration',
    days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    dates: 'Travel dates',
    guests: 'Guests',
    guestsValue: (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`,
    contact: 'Contact',
    method: 'Payment method',
    total: 'Total',
  },
  /** The account a bank-transfer refund is paid into (cancel dialogs and the manage page). */
  refundAccount: {
    legend: 'Where should we send your refund?',
    hint: 'We use these details only to pay this refund.',
    bankName: 'Bank',
    accountName: 'Account holder name',
    accountNumber: 'Account number',
    formTitle: 'Tell us where to send your refund',
    formBody:
      'We cancelled this booking and owe you a refund by bank transfer. Please give the account to pay it into.',
    save: 'Save account',
    saving: 'Saving...',
    saveFailed: 'Could not save the account',
  },
  /** What cancelling gives back: My Bookings and the manage-booking page word it alike. */
  refund: {
    nowFree: (amount: string) => `If you cancel now, you get back the full ${amount}.`,
    nowLate: (feePercent: number, fee: string, refund: string) =>
      `Under this booking's cancellation policy, cancelling now costs a ${feePercent}% fee of ${fee} and you get back ${refund}.`,
    nowUnpaid: 'Nothing has been paid for this booking, so cancelling costs nothing.',
    manualNote:
      'Your bank transfer is refunded by hand: an administrator checks the transfer and sends the money back to your account, and we e-mail you the transfer reference when it is made.',
    providerNote: (where: string) => `The refund goes back to ${where}; it usually shows within 5-10 business days.`,
    card: 'your card',
    promptpay: 'the account you paid from with PromptPay',
  },
  support: { title: 'Need help?' },
  downloadReceipt: 'Download Receipt',
  home: 'Back to Home',
} as const;
