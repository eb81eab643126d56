/** Namespace 'server-messages' in Bangla, part two (mirrors locales/en/server-messages/account-and-notifications.ts). */
import type en from '../../en/server-messages/account-and-notifications';
import type { Translation } from '../../translation';
export default {
  at_most_n_at_once: 'একবারে সর্বোচ্চ {{n1}}টি',
  your_email_address_is_confirmed_your_registration_stands: 'আপনার ই-মেইল ঠিকানা নিশ্চিত হয়েছে। আপনার নিবন্ধন বহাল আছে।',
  this_confirmation_link_has_expired: 'নিশ্চিতকরণের এই লিংকটির মেয়াদ শেষ হয়ে গেছে।',
  this_confirmation_link_was_already_used: 'নিশ্চিতকরণের এই লিংকটি আগেই ব্যবহার করা হয়েছে।',
  this_confirmation_link_is_not_valid_please_use_the_link_in_your_registration_mai: 'নিশ্চিতকরণের এই লিংকটি সঠিক নয়। নিবন্ধনের মেইলে পাওয়া লিংকটি ব্যবহার করুন।',
  this_registration_was_cancelled_so_it_cannot_be_confirmed_you_can_register_again:
    'এই নিবন্ধনটি বাতিল হয়ে গেছে, তাই এটি আর নিশ্চিত করা যাবে না। আসন খালি থাকলে আবার নিবন্ধন করতে পারেন।',
  too_many_registrations_from_this_device_in_the_last_hour_please_wait_n_minute_an:
    'গত এক ঘণ্টায় এই ডিভাইস থেকে অনেকগুলো নিবন্ধন হয়েছে। {{n1}} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  too_many_registrations_from_this_device_in_the_last_hour_please_wait_n_minutes_a:
    'গত এক ঘণ্টায় এই ডিভাইস থেকে অনেকগুলো নিবন্ধন হয়েছে। {{n1}} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  too_many_registrations_with_this_email_for_this_event_please_wait_n_minute_and_t:
    'এই ই-মেইল দিয়ে এই ইভেন্টে অনেকগুলো নিবন্ধন হয়েছে। {{n1}} মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা ইনবক্সে নিশ্চিতকরণের মেইলটি খুঁজে দেখুন।',
  too_many_registrations_with_this_email_for_this_event_please_wait_n_minutes_and:
    'এই ই-মেইল দিয়ে এই ইভেন্টে অনেকগুলো নিবন্ধন হয়েছে। {{n1}} মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা ইনবক্সে নিশ্চিতকরণের মেইলটি খুঁজে দেখুন।',
  must_be_a_whole_number_of_hours: 'ঘণ্টার সংখ্যা পূর্ণসংখ্যা হতে হবে',
  must_be_at_most_n_hours_one_week: 'সর্বোচ্চ {{n1}} ঘণ্টা (এক সপ্তাহ) হতে পারে',
  the_link_is_incomplete: 'লিংকটি অসম্পূর্ণ',
  this_link_is_not_valid: 'এই লিংকটি সঠিক নয়।',
  this_link_has_expired_please_ask_for_a_new_one: 'এই লিংকের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  this_link_has_already_been_used_or_a_newer_one_was_sent: 'এই লিংকটি আগেই ব্যবহার করা হয়েছে, অথবা এর পরে নতুন একটি লিংক পাঠানো হয়েছে।',
  if_an_account_uses_this_address_we_have_sent_it_a_link_to_reset_the_password:
    'এই ঠিকানায় কোনো অ্যাকাউন্ট থাকলে, পাসওয়ার্ড নতুন করে দেওয়ার একটি লিংক সেখানে পাঠানো হয়েছে।',
  your_password_has_been_changed_you_are_signed_in: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। আপনি সাইন ইন করা আছেন।',
  your_e_mail_address_is_confirmed: 'আপনার ই-মেইল ঠিকানা নিশ্চিত হয়েছে',
  your_e_mail_address_is_already_confirmed: 'আপনার ই-মেইল ঠিকানা আগেই নিশ্চিত করা হয়েছে',
  a_new_confirmation_link_is_on_its_way_please_check_your_e_mail: 'নিশ্চিত করার নতুন লিংক পাঠানো হচ্ছে। অনুগ্রহ করে আপনার ই-মেইল দেখুন।',
  several_confirmation_links_were_sent_in_the_last_hour_please_wait_n_minute_and_a:
    'গত এক ঘণ্টায় কয়েকটি লিংক পাঠানো হয়েছে। অনুগ্রহ করে {{n1}} মিনিট পরে আবার চেয়ে নিন।',
  several_confirmation_links_were_sent_in_the_last_hour_please_wait_n_minutes_and:
    'গত এক ঘণ্টায় কয়েকটি লিংক পাঠানো হয়েছে। অনুগ্রহ করে {{n1}} মিনিট পরে আবার চেয়ে নিন।',
  this_push_subscription_is_not_valid: 'এই পুশ সাবস্ক্রিপশনটি সঠিক নয়',
  notifications_are_on_for_this_phone: 'এই ফোনে নোটিফিকেশন চালু আছে',
  notifications_are_off_for_this_phone: 'এই ফোনে নোটিফিকেশন বন্ধ আছে',
  must_be_a_whole_number_from_n_to_n: '{{n1}} থেকে {{n2}}-এর মধ্যে একটি পূর্ণসংখ্যা দিন',
  must_be_pending_sent_failed_or_skipped: 'অপেক্ষমাণ, পাঠানো, ব্যর্থ বা বাদ পড়া — এর একটি বেছে নিন',
  not_a_valid_cursor: 'পরের পাতার চিহ্নটি সঠিক নয়',
  must_be_notification_or_mail: 'নোটিফিকেশন বা মেইল — এর একটি হতে হবে',
  only_a_message_that_failed_can_be_sent_again: 'শুধু যে বার্তা পাঠানো যায়নি, সেটিই আবার পাঠানো যায়',
  choose_push_e_mail_or_off: 'পুশ, ই-মেইল বা বন্ধ — একটি বেছে নিন',
  you_are_not_sent_these_notifications: 'এই নোটিফিকেশনগুলো আপনাকে পাঠানো হয় না',
  you_will_no_longer_get_these_notifications_by_e_mail: 'এই নোটিফিকেশনগুলো আর ই-মেইলে পাবেন না',
} satisfies Translation<typeof en>;
