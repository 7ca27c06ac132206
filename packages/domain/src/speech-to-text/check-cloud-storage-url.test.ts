import { describe, expect, it } from "vitest";
import { checkCloudStorageUrl } from "./check-cloud-storage-url.ts";

describe("checkCloudStorageUrl", () => {
  it("accepts public https URLs", () => {
    expect(checkCloudStorageUrl("https://storage.example.com/a.mp3").hostname).toBe("storage.example.com");
    expect(checkCloudStorageUrl("https://8.8.8.8/a.mp3").hostname).toBe("8.8.8.8");
  });

  it.each([
    "http://storage.example.com/a.mp3",
    "ftp://storage.example.com/a.mp3",
    "not a url",
    "https://localhost/a.mp3",
    "https://127.0.0.1/a.mp3",
    "https://10.0.0.5/a.mp3",
    "https://172.20.1.1/a.mp3",
    "https://192.168.1.1/a.mp3",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/a.mp3",
    "https://[fd00::1]/a.mp3",
    "https://[::ffff:127.0.0.1]/a.mp3",
    "https://intranet/a.mp3",
    "https://user:pw@example.com/a.mp3",
  ])("refuses %s", (url) => {
    expect(() => checkCloudStorageUrl(url)).toThrow(/cloud_storage_url/);
  });
});
