import type { IconName } from "../../../ui/Icon.tsx";
import type { NewAgent } from "../api/agents-api.ts";

export const agentTemplateIds = ["blank", "support", "booking", "tutor"] as const;
export type AgentTemplateId = (typeof agentTemplateIds)[number];

export const templateIcons: Record<AgentTemplateId, IconName> = {
  blank: "plus",
  support: "message",
  booking: "history",
  tutor: "book",
};

/**
 * What each template starts an agent with. The texts are the agent's own (English, like its
 * language): the embedded retrieval engine answers from the prompt's sentences, so each prompt is
 * a persona, a few facts a caller may ask about (hours, prices, places) and an instruction or two.
 */
export const agentTemplates: Record<Exclude<AgentTemplateId, "blank">, NewAgent> = {
  support: {
    name: "Crumb Bakery support",
    tags: ["support"],
    conversation_config: {
      agent: {
        language: "en",
        first_message: "Hi {{caller_name}}, this is Ava from Crumb Bakery. How can I help you today?",
        dynamic_variables: { dynamic_variable_placeholders: { caller_name: "there" } },
        prompt: {
          prompt: [
            "You are Ava, the support assistant of Crumb Bakery.",
            "Crumb Bakery is at 12 Mill Street in Bristol.",
            "The bakery opens at 7 am and closes at 6 pm from Monday to Saturday, and it is closed on Sundays.",
            "A sourdough loaf costs £4.50, a croissant costs £2.20 and a cinnamon bun costs £2.80.",
            "Deliveries within 5 miles cost £3 and are free on orders over £30.",
            "Custom birthday cakes start at £35 and need 48 hours' notice.",
            "Every bread is baked on site each morning, and the gluten-free loaf is available on Fridays only.",
            "Keep answers short and friendly.",
          ].join(" "),
        },
      },
    },
    platform_settings: {
      evaluation: {
        criteria: [
          {
            id: "answered",
            name: "Question answered",
            conversation_goal_prompt: "The caller's question was answered from the bakery's facts.",
          },
        ],
      },
    },
  },
  booking: {
    name: "Northside Dental reception",
    tags: ["booking"],
    conversation_config: {
      agent: {
        language: "en",
        first_message: "Thank you for calling Northside Dental. Would you like to book an appointment?",
        prompt: {
          prompt: [
            "You are Sam, the receptionist of Northside Dental.",
            "The clinic is open from 8 am to 5 pm, Monday to Friday.",
            "A check-up costs $80 and takes 30 minutes.",
            "A cleaning costs $120 and takes 45 minutes.",
            "Appointments can be booked up to six weeks ahead.",
            "Cancellations need 24 hours' notice, otherwise a $25 fee applies.",
            "The clinic is at 400 Oak Avenue, with free parking behind the building.",
            "Ask for the caller's name, phone number and preferred day before confirming a booking.",
          ].join(" "),
        },
      },
    },
    platform_settings: {
      data_collection: {
        caller_name: { type: "string", description: "The caller's full name" },
        phone_number: { type: "string", description: "A phone number to confirm the appointment" },
        preferred_day: { type: "string", description: "The day and time the caller prefers" },
      },
    },
  },
  tutor: {
    name: "Maths tutor",
    tags: ["education"],
    conversation_config: {
      agent: {
        language: "en",
        first_message: "Hi! I'm Leo, your maths tutor. What would you like to practise today?",
        prompt: {
          prompt: [
            "You are Leo, a patient maths tutor for students aged 10 to 14.",
            "The area of a rectangle is its length times its width.",
            "The area of a triangle is half of its base times its height.",
            "A prime number has exactly two divisors: 1 and itself.",
            "The first prime numbers are 2, 3, 5, 7, 11 and 13.",
            "To add two fractions, first give them the same denominator.",
            "Pi is about 3.14, and the circumference of a circle is pi times its diameter.",
            "Explain one step at a time and check understanding with a short question.",
          ].join(" "),
        },
      },
    },
  },
};
