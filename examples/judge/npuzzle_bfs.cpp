// A program for `puzzlelab judge` in C++: the 8-puzzle (and other small n-puzzles) solved by
// breadth-first search, which finds a shortest solution. No library beyond the standard one.
//
// The judge writes one JSON line on standard input,
//   {"puzzle": "n-puzzle", "game": "1 2 3/4 0 6/7 5 8", "limits": {"max_seconds": 10}}
// and the program prints one JSON line on standard output,
//   {"moves": ["5", "8"], "expanded": 7}
// each move the number of the tile that slides into the blank (as `puzzlelab n-puzzle moves
// GAME` writes it). Debugging output goes to standard error.
//
//   g++ -O2 -std=c++17 -o npuzzle_bfs examples/judge/npuzzle_bfs.cpp
//   puzzlelab judge --set set.txt -- ./npuzzle_bfs

#include <algorithm>
#include <deque>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

// The string value of "key" in a one-line JSON object (enough for the judge's line: the game
// ID holds no quote; \" and \\ are read anyway).
static std::string json_string(const std::string& line, const std::string& key) {
    std::size_t at = line.find("\"" + key + "\"");
    if (at == std::string::npos) return "";
    at = line.find(':', at);
    at = line.find('"', at);
    std::string value;
    for (std::size_t i = at + 1; i < line.size() && line[i] != '"'; ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) ++i;
        value += line[i];
    }
    return value;
}

int main() {
    std::string line;
    std::getline(std::cin, line);
    std::string game = json_string(line, "game");
    game = game.substr(0, game.find(';'));  // rules after ';' are not used here

    // the tiles row by row, 0 the blank; rows are separated by '/'
    std::vector<int> tiles;
    int width = 1;
    for (char& c : game) {
        if (c == '/') { ++width; c = ' '; }
        if (c == ',') c = ' ';
    }
    std::istringstream cells(game);
    for (int tile; cells >> tile;) tiles.push_back(tile);
    if (width * width != static_cast<int>(tiles.size())) {
        std::cerr << "not a square board: " << game << "\n";
        return 1;
    }

    std::string start(tiles.begin(), tiles.end()), goal;
    for (int i = 1; i < width * width; ++i) goal += static_cast<char>(i);
    goal += static_cast<char>(0);

    // each state's parent and the tile that moved into it
    std::unordered_map<std::string, std::pair<std::string, int>> parent;
    parent[start] = {"", -1};
    std::deque<std::string> frontier{start};
    long expanded = 0;
    bool found = false;
    while (!frontier.empty()) {
        std::string state = frontier.front();
        frontier.pop_front();
        if (state == goal) { found = true; break; }
        ++expanded;
        int blank = static_cast<int>(state.find(static_cast<char>(0)));
        int row = blank / width, col = blank % width;
        const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& step : steps) {
            int r = row + step[0], c = col + step[1];
            if (r < 0 || r >= width || c < 0 || c >= width) continue;
            int at = r * width + c;
            std::string next = state;
            std::swap(next[blank], next[at]);
            if (parent.count(next)) continue;
            parent[next] = {state, state[at]};
            frontier.push_back(next);
        }
    }

    std::vector<int> moves;
    if (found) {
        for (std::string state = goal; parent[state].second >= 0; state = parent[state].first) {
            moves.push_back(parent[state].second);
        }
        std::reverse(moves.begin(), moves.end());
    }
    std::cout << "{\"moves\": [";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::cout << (i ? ", " : "") << '"' << moves[i] << '"';
    }
    std::cout << "], \"expanded\": " << expanded << "}" << std::endl;
    return 0;
}
