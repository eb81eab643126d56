/** Namespace 'server-messages', part two: getting back in, proving an address, visitors' registrations by mail, push and notifications (spread into messages.ts). */
export default {
  at_most_n_at_once: 'At most {{n1}} at once',
  your_email_address_is_confirmed_your_registration_stands: 'Your email address is confirmed. Your registration stands.',
  this_confirmation_link_has_expired: 'This confirmation link has expired.',
  this_confirmation_link_was_already_used: 'This confirmation link was already used.',
  this_confirmation_link_is_not_valid_please_use_the_link_in_your_registration_mai:
    'This confirmation link is not valid. Please use the link in your registration mail.',
  this_registration_was_cancelled_so_it_cannot_be_confirmed_you_can_register_again:
    'This registration was cancelled, so it cannot be confirmed. You can register again if places are free.',
  too_many_registrations_from_this_device_in_the_last_hour_please_wait_n_minute_an:
    'Too many registrations from this device in the last hour. Please wait {{n1}} minute and try again.',
  too_many_registrations_from_this_device_in_the_last_hour_please_wait_n_minutes_a:
    'Too many registrations from this device in the last hour. Please wait {{n1}} minutes and try again.',
  too_many_registrations_with_this_email_for_this_event_please_wait_n_minute_and_t:
    'Too many registrations with this email for this event. Please wait {{n1}} minute and try again, or look for the confirmation mail in its inbox.',
  too_many_registrations_with_this_email_for_this_event_please_wait_n_minutes_and:
    'Too many registrations with this email for this event. Please wait {{n1}} minutes and try again, or look for the confirmation mail in its inbox.',
  must_be_a_whole_number_of_hours: 'Must be a whole number of hours',
  must_be_at_most_n_hours_one_week: 'Must be at most {{n1}} hours (one week)',
  the_link_is_incomplete: 'The link is incomplete',
  this_link_is_not_valid: 'This link is not valid.',
  this_link_has_expired_please_ask_for_a_new_one: 'This link has expired. Please ask for a new one.',
  this_link_has_already_been_used_or_a_newer_one_was_sent: 'This link has already been used, or a newer one was sent.',
  if_an_account_uses_this_address_we_have_sent_it_a_link_to_reset_the_password:
    'If an account uses this address, we have sent it a link to reset the password.',
  your_password_has_been_changed_you_are_signed_in: 'Your password has been changed. You are signed in.',
  your_e_mail_address_is_confirmed: 'Your e-mail address is confirmed',
  your_e_mail_address_is_already_confirmed: 'Your e-mail address is already confirmed',
  a_new_confirmation_link_is_on_its_way_please_check_your_e_mail: 'A new confirmation link is on its way. Please check your e-mail.',
  several_confirmation_links_were_sent_in_the_last_hour_please_wait_n_minute_and_a:
    'Several confirmation links were sent in the last hour. Please wait {{n1}} minute and ask again.',
  several_confirmation_links_were_sent_in_the_last_hour_please_wait_n_minutes_and:
    'Several confirmation links were sent in the last hour. Please wait {{n1}} minutes and ask again.',
  this_push_subscription_is_not_valid: 'This push subscription is not valid',
  notifications_are_on_for_this_phone: 'Notifications are on for this phone',
  notifications_are_off_for_this_phone: 'Notifications are off for this phone',
  must_be_a_whole_number_from_n_to_n: 'Must be a whole number from {{n1}} to {{n2}}',
  must_be_pending_sent_failed_or_skipped: 'Must be pending, sent, failed or skipped',
  not_a_valid_cursor: 'Not a valid cursor',
  must_be_notification_or_mail: 'Must be notification or mail',
  only_a_message_that_failed_can_be_sent_again: 'Only a message that failed can be sent again',
  choose_push_e_mail_or_off: 'Choose push, e-mail or off',
  you_are_not_sent_these_notifications: 'You are not sent these notifications',
  you_will_no_longer_get_these_notifications_by_e_mail: 'You will no longer get these notifications by e-mail',
};
