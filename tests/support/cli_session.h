// Runs the built soloist (SOLOIST_BINARY) through the shell, in a temporary
// folder of its own for each test.
#pragma once

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace soloist::testing_support {

struct Outcome {
    int code = -1;
    std::vector<std::string> lines;  // stdout, one entry per line
    std::string out, err;

    nlohmann::json line(size_t i) const { return nlohmann::json::parse(lines.at(i)); }
};

inline std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

class CliSession : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = std::filesystem::temp_directory_path() /
               ("soloist-" + std::string(info->test_suite_name()) + "-" + std::to_string(::getpid()) + "-" +
                info->name());
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    // Writes `text` to a file of the test folder; returns its path.
    std::string write(const std::string& name, const std::string& text) {
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name);
    }

    static std::string slurp(const std::string& file) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    // Runs a shell command line in the test folder with the built soloist
    // first on the PATH, so that commands read as in the docs.
    Outcome shell(const std::string& command) {
        const std::string bin = std::filesystem::path(SOLOIST_BINARY).parent_path().string();
        const std::string full = "cd '" + dir_.string() + "' && export PATH='" + bin + "':\"$PATH\" && { " +
                                 command + "\n} > stdout.txt 2> stderr.txt";
        const int status = std::system(full.c_str());
        Outcome r;
        r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        r.out = slurp(path("stdout.txt"));
        r.err = slurp(path("stderr.txt"));
        r.lines = linesOf(r.out);
        return r;
    }

    // Runs `soloist <args>` with `stdinText` on standard input.
    Outcome run(const std::string& args, const std::string& stdinText = "") {
        write("stdin.txt", stdinText);
        return shell(std::string("'") + SOLOIST_BINARY + "' " + args + " < stdin.txt");
    }

    std::filesystem::path dir_;
};

}  // namespace soloist::testing_support
