import { CHANGED_WHILE_SAVING, regenerationRunning, STALE_REVISION } from "@contract/refine";
import { afterEach, describe, expect, it } from "vitest";
import { remainingTimeText } from "../generation/progress";
import { loginMessages } from "../machines/login.machine";
import { purchaseMessages } from "../machines/purchase.machine";
import { tripFormMessages } from "../machines/tripForm.machine";
import { feedbackMessages } from "./feedbackMessages";
import { i18n } from "./i18n";
import { localize, matchMessage } from "./localize";

afterEach(() => void i18n.changeLanguage("en"));

describe("the flows' messages in the reader's language", () => {
  it("writes the templates exactly as the machines build their messages", () => {
    // If a machine's wording changes, the template must follow, or Hindi readers lose the message.
    const render = (template: string, values: Record<string, string | number>) =>
      template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    expect(loginMessages.welcomeNew("Safarnama")).toBe(render(feedbackMessages.login.welcomeNew, { brand: "Safarnama" }));
    expect(loginMessages.waitBeforeRetry(12)).toBe(render(feedbackMessages.login.waitBeforeRetry, { seconds: 12 }));
    expect(loginMessages.retryIn(7)).toBe(render(feedbackMessages.login.retryIn, { seconds: 7 }));
    expect(loginMessages.resendIn(7)).toBe(render(feedbackMessages.login.resendIn, { seconds: 7 }));
    expect(tripFormMessages.needCredits(3)).toBe(render(feedbackMessages.tripForm.needCredits, { n: 3 }));
    expect(remainingTimeText(3 * 60_000)).toBe(render(feedbackMessages.remaining.aboutMinutes, { minutes: 3 }));
    expect(remainingTimeText(20_000)).toBe(feedbackMessages.remaining.under30);
    expect(remainingTimeText(50_000)).toBe(feedbackMessages.remaining.underMinute);
    expect(STALE_REVISION(1, 3)).toBe(render(feedbackMessages.edit.staleRevision, { basedOn: 1, current: 3 }));
    expect(CHANGED_WHILE_SAVING).toBe(feedbackMessages.edit.changedWhileSaving);
    expect(regenerationRunning).toBe(feedbackMessages.edit.regenerationRunning);
  });

  it("finds a message's template and values", () => {
    expect(matchMessage(loginMessages.retryIn(25))).toEqual({ key: "login.retryIn", values: { seconds: "25" } });
    expect(matchMessage("Something the server said")).toBeUndefined();
  });

  it("leaves English as it is and translates into Hindi, values kept", async () => {
    expect(localize(purchaseMessages.purchased)).toBe("Credits purchased successfully!");
    await i18n.changeLanguage("hi");
    expect(localize(purchaseMessages.purchased)).toBe("क्रेडिट सफलतापूर्वक ख़रीद लिए गए!");
    expect(localize(loginMessages.welcomeNew("Safarnama"))).toBe("Safarnama में आपका स्वागत है!");
    expect(localize(tripFormMessages.needCredits(4))).toBe("आपको 4 क्रेडिट चाहिए। कृपया और क्रेडिट ख़रीदें।");
    expect(localize(remainingTimeText(3 * 60_000))).toBe("लगभग 3 मिनट");
    expect(localize(CHANGED_WHILE_SAVING)).toBe(
      "आपका बदलाव सेव हो ही रहा था कि यह यात्रा-योजना कहीं और बदल दी गई। कुछ भी नहीं बदला: इसे फिर से लोड करके दोबारा कोशिश करें।"
    );
    expect(localize(STALE_REVISION(1, 3))).toBe(
      "यह यात्रा-योजना कहीं और बदल दी गई है (अब यह संस्करण 3 पर है; आपका बदलाव संस्करण 1 पर किया गया था)। कुछ भी नहीं बदला: इसे फिर से लोड करके दोबारा कोशिश करें।"
    );
    expect(localize(regenerationRunning)).toBe("इस यात्रा-योजना को फिर से बनाने का काम पहले से चल रहा है: उसके पूरा होने तक रुकें, फिर दोबारा कोशिश करें।");
    expect(localize("Order not found")).toBe("Order not found");
  });
});
